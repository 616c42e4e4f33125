// The lead forms' email rule, on its own for the home page's form to load when it is used. The
// form imports this module, not lead-fields, because the founder-consultation schema imports
// lead-fields statically: a module imported both ways cannot get a chunk of its own.
export { leadEmailField } from "./lead-fields";

// `npm start`: build when needed, then run the server in this process (so SIGTERM/SIGINT reach it).
import "./ensure-build.mjs";

process.env.NODE_ENV = "production";
await import("../server.js");

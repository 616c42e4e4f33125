import { findUniversity, type University } from "~content/universities";

const LOGO_IDS = ["harvard", "stanford", "mit", "yale", "princeton", "columbia", "upenn", "brown", "cornell", "duke"];

/** The universities whose badges the school pages show, found here so that the page does not ship the whole list. */
export function logoUniversities(): University[] {
  return LOGO_IDS.map(findUniversity).filter((university): university is University => university !== undefined);
}

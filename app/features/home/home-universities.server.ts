import type { DbOrTx } from "~/db/db.server";
import { findUniversity, universities, type University } from "~content/universities";
import { listMentorUniversities } from "./list-mentor-universities.server";

/** Enough schools for a rich loop without a huge DOM. */
const STRIP_SIZE = 32;
const TRUST_IDS = ["harvard", "stanford", "mit", "yale", "princeton", "columbia", "upenn", "duke"];

/** The universities the home page draws, found here so that the page does not ship the whole list. */
export interface HomeUniversities {
  /** The hero's sample mentor studies here. */
  featured: University | null;
  /** The badges under the hero. */
  trust: University[];
  /** The universities our mentors attend, most mentors first; before any mentor has joined, the best-known schools of the list. */
  strip: University[];
}

const known = (ids: string[]) => ids.map(findUniversity).filter((university): university is University => university !== undefined);

export async function readHomeUniversities(db: DbOrTx): Promise<HomeUniversities> {
  const attended = known(await listMentorUniversities(db, STRIP_SIZE));
  return {
    featured: findUniversity("stanford") ?? null,
    trust: known(TRUST_IDS),
    strip: attended.length > 0 ? attended : universities.slice(0, STRIP_SIZE),
  };
}

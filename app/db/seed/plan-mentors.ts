import { findCountry } from "~content/countries";
import { findLanguage } from "~content/languages";
import { majors } from "~content/majors";
import { universities } from "~content/universities";
import type { SessionType } from "~/lib/session-types";
import { lookFor, type AvatarLook } from "./avatar.server";
import {
  backgrounds,
  buildBio,
  classYears,
  collegeInSentence,
  createNamer,
  mentorOriginCounts,
  pickInterests,
  usHometowns,
  type Origin,
} from "./demo-people";
import type { Random } from "./random";

export const MENTOR_COUNT = 84;
const DAY_MS = 86_400_000;

export interface Slot {
  weekday: number;
  hour: number;
}

export interface PlannedMentor {
  id: string;
  email: string;
  name: string;
  firstName: string;
  createdAt: Date;
  major: string;
  college: string;
  country: string;
  languages: string[];
  interests: string[];
  bio: string;
  satScore: number | null;
  offersSat: boolean;
  sessionPriceCents: number;
  satPriceCents: number;
  availability: Slot[];
  look: AvatarLook;
  /** Relative share of bookings. */
  popularity: number;
}

const majorWeights: Record<string, number> = {
  "computer-science": 7,
  economics: 6,
  "data-science": 3,
  biology: 3,
  mathematics: 3,
  psychology: 3,
  neuroscience: 2,
  "political-science": 2,
  "international-relations": 2,
  finance: 2,
  business: 2,
  "mechanical-engineering": 2,
};

const popularColleges = ["stanford", "mit", "uchicago", "duke", "uc-berkeley", "ucla", "carnegie-mellon", "nyu", "northwestern", "johns-hopkins", "umich", "georgetown"];

/**
 * The universities the site's copy names (the hero's "Harvard, Stanford, MIT", the trust logos, the
 * testimonials): searching for any of them must find mentors. promised-universities.test.ts reads
 * the copy and fails when it names one missing here.
 */
export const promisedColleges = ["harvard", "stanford", "mit", "yale", "princeton", "columbia", "upenn", "duke", "brown"];

/** Every Ivy three or four times, then about forty other colleges, every promised one among them. */
function collegeSlots(r: Random): string[] {
  const ivies = universities.filter((u) => u.ivy).map((u) => u.id);
  const others = universities.filter((u) => !u.ivy).map((u) => u.id);
  const slots = [...ivies, ...ivies, ...ivies, ...r.sample(ivies, 4)];
  const distinctOthers = r.sample(others, 40);
  slots.push(...distinctOthers);
  const firstFiller = slots.length;
  while (slots.length < MENTOR_COUNT) slots.push(r.pick(popularColleges));
  keepPromises(slots, firstFiller);
  return r.shuffle(slots);
}

/**
 * Gives a promised college that drew no mentor one of the fillers whose college has others. It
 * draws no random number, so every other mentor stays as it was.
 */
function keepPromises(slots: string[], firstFiller: number): void {
  for (const college of promisedColleges) {
    if (slots.includes(college)) continue;
    const spare = slots.findIndex((id, i) => i >= firstFiller && slots.indexOf(id) !== slots.lastIndexOf(id));
    if (spare < 0) throw new Error(`No spare mentor for ${college}`);
    slots[spare] = college;
  }
}

function originSlots(r: Random): Origin[] {
  const list: Origin[] = [];
  for (const [origin, count] of Object.entries(mentorOriginCounts) as [Origin, number][]) {
    for (let i = 0; i < count; i++) list.push(origin);
  }
  return r.shuffle(list);
}

function planLanguages(r: Random, origin: Origin, country: string): string[] {
  const heritage = backgrounds[origin].languages;
  if (origin === "american" || origin === "british") {
    return r.chance(0.35) ? ["en", r.pick(heritage)] : ["en"];
  }
  const native = origin === "chinese" ? (country === "HK" ? "yue" : "zh") : r.pick(heritage.slice(0, origin === "indian" ? heritage.length : 1));
  const raisedInUs = country === "US" || country === "CA";
  if (raisedInUs && r.chance(0.25)) return ["en"];
  const list = raisedInUs ? ["en", native] : [native, "en"];
  if (r.chance(0.18)) {
    const extra = r.pick(["es", "fr", "de", "ja", "ko", "yue"].filter((code) => !list.includes(code)));
    list.push(extra);
  }
  return list;
}

function planAvailability(r: Random): Slot[] {
  const target = r.int(4, 20);
  const days = r.sample([1, 2, 3, 4, 5, 6, 7], r.int(2, 5));
  const taken = new Set<string>();
  const slots: Slot[] = [];
  while (slots.length < target) {
    const weekday = r.pick(days);
    const start = r.int(9, 19);
    for (let hour = start; hour <= Math.min(20, start + r.int(0, 3)) && slots.length < target; hour++) {
      const key = `${weekday}:${hour}`;
      if (taken.has(key)) continue;
      taken.add(key);
      slots.push({ weekday, hour });
    }
  }
  return slots.sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
}

function roundToStep(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value / 500) * 500));
}

export function planMentors(r: Random, now: Date): PlannedMentor[] {
  const colleges = collegeSlots(r);
  const origins = originSlots(r);
  const nameFor = createNamer(r);
  const countryCursor = new Map<Origin, number>();
  // A third score 1500+, about one in seven has no score, the rest 1200-1490.
  const satTiers = r.shuffle([...Array<"high">(28).fill("high"), ...Array<"none">(12).fill("none"), ...Array<"mid">(44).fill("mid")]);
  // Five mentors have not set any hours yet.
  const withoutHours = new Set(r.sample([...Array(MENTOR_COUNT).keys()], 5));
  const joinOrder = r.shuffle([...Array(MENTOR_COUNT).keys()]);
  const usedBios = new Set<string>();

  return colleges.map((college, i) => {
    const origin = origins[i] ?? "american";
    const cursor = countryCursor.get(origin) ?? 0;
    countryCursor.set(origin, cursor + 1);
    const countries = backgrounds[origin].countries;
    const country = countries[cursor % countries.length] ?? "US";
    const { first, last } = nameFor(origin);
    const major = r.weighted(majors.map((m) => [m.id, majorWeights[m.id] ?? 1] as const));
    const tier = satTiers[i] ?? "mid";
    const satScore = tier === "high" ? r.int(150, 160) * 10 : tier === "mid" ? r.int(120, 149) * 10 : null;
    const offersSat = satScore !== null && satScore >= 1500 && r.chance(0.85);
    const ivy = universities.find((u) => u.id === college)?.ivy ?? false;
    const sessionPriceCents = roundToStep(r.int(3500, 7500) + (ivy ? 1000 : 0) + (offersSat ? 500 : 0), 3500, 8500);
    const satPriceCents = roundToStep(sessionPriceCents + r.int(2, 5) * 500, 5500, 10500);
    const languages = planLanguages(r, origin, country);
    const interests = pickInterests(r);
    const focus: SessionType = offersSat && r.chance(0.5) ? "sat" : r.pick(["essay", "essay", "college", "interview", "general"] as const);
    const facts = {
      firstName: first,
      collegeName: collegeInSentence(universities.find((u) => u.id === college)?.en ?? college),
      majorName: majors.find((m) => m.id === major)?.en ?? major,
      year: r.pick(classYears),
      countryName: findCountry(country)?.en ?? country,
      hometown: country === "US" ? r.pick(usHometowns) : null,
      satScore,
      offersSat,
      languageNames: languages.filter((code) => code !== "en").map((code) => findLanguage(code)?.en ?? code),
      interests,
      focus,
    };
    let bio = buildBio(r, facts);
    while (usedBios.has(bio)) bio = buildBio(r, facts);
    usedBios.add(bio);
    // Spread over the past year, thinning towards today so only a couple of mentors are brand new.
    const daysAgo = 12 + Math.round(353 * Math.sqrt((joinOrder[i] ?? 0) / (MENTOR_COUNT - 1)));
    const number = i + 1;
    return {
      id: `demo-mentor-${String(number).padStart(3, "0")}`,
      email: `mentor${number}@example.edu`,
      name: `${first} ${last}`,
      firstName: first,
      createdAt: new Date(now.getTime() - daysAgo * DAY_MS - r.int(0, 12 * 60) * 60_000),
      major,
      college,
      country,
      languages,
      interests: interests.map((interest) => interest.label),
      bio,
      satScore,
      offersSat,
      sessionPriceCents,
      satPriceCents,
      availability: withoutHours.has(i) ? [] : planAvailability(r),
      look: lookFor(r, origin),
      popularity: 0.5 + r.next() ** 2 * 3,
    };
  });
}

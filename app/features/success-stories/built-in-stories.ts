import type { Evidence } from "./success-story";

// Spec §3/§4: twelve stories shown when the success_results table is empty (or cannot be read),
// all of the class of 2029. Their testimonial and achievement texts are page copy, in the
// "success-stories" namespace under builtIn.<id>, so they read in the page's language.
export interface BuiltInStory {
  id: string;
  studentName: string;
  college: string;
  mentorName: string;
  /** Score stories carry their numbers; the others' text is builtIn.<id>.detail. */
  evidence: { type: "score-improvement"; before: number; after: number } | { type: Exclude<Evidence["type"], "score-improvement"> };
}

export const BUILT_IN_STORY_YEAR = 2029;

export const builtInStories: readonly BuiltInStory[] = [
  { id: "emily-harvard", studentName: "Emily Zhang", college: "Harvard University", mentorName: "Sarah Chen", evidence: { type: "admission-offer" } },
  { id: "kevin-stanford", studentName: "Kevin Liu", college: "Stanford University", mentorName: "Michael Park", evidence: { type: "score-improvement", before: 1380, after: 1540 } },
  { id: "sophia-mit", studentName: "Sophia Wang", college: "Massachusetts Institute of Technology", mentorName: "David Kim", evidence: { type: "interview-success" } },
  { id: "ryan-yale", studentName: "Ryan Chen", college: "Yale University", mentorName: "Jessica Lee", evidence: { type: "scholarship" } },
  { id: "olivia-princeton", studentName: "Olivia Zhou", college: "Princeton University", mentorName: "Andrew Wu", evidence: { type: "admission-offer" } },
  { id: "jason-columbia", studentName: "Jason Li", college: "Columbia University", mentorName: "Emma Thompson", evidence: { type: "score-improvement", before: 1290, after: 1470 } },
  { id: "grace-penn", studentName: "Grace Huang", college: "University of Pennsylvania", mentorName: "Daniel Garcia", evidence: { type: "scholarship" } },
  { id: "ethan-duke", studentName: "Ethan Wu", college: "Duke University", mentorName: "Rachel Kim", evidence: { type: "interview-success" } },
  { id: "mia-brown", studentName: "Mia Lin", college: "Brown University", mentorName: "Chris Johnson", evidence: { type: "admission-offer" } },
  { id: "lucas-cornell", studentName: "Lucas Yang", college: "Cornell University", mentorName: "Priya Patel", evidence: { type: "score-improvement", before: 1410, after: 1560 } },
  { id: "chloe-berkeley", studentName: "Chloe Xu", college: "University of California, Berkeley", mentorName: "Kevin Nguyen", evidence: { type: "scholarship" } },
  { id: "nathan-northwestern", studentName: "Nathan Sun", college: "Northwestern University", mentorName: "Laura Martinez", evidence: { type: "interview-success" } },
];

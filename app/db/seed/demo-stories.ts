import type { evidenceTypes } from "~/db/schema/evidence-types";

type EvidenceType = (typeof evidenceTypes)[number];
type EvidenceDetails =
  | { before: number; after: number }
  | { achievement: string }
  | { amount: string };

export interface DemoSuccess {
  studentName: string;
  college: string;
  /** The student's class (year of expected graduation), as the success stories page shows it. */
  year: number;
  /** Which mentor helped: an index into the mentors who have completed sessions. */
  helper: number;
  evidenceType: EvidenceType;
  evidenceDetails: EvidenceDetails;
  /** "{mentor}" becomes the mentor's first name. */
  testimonial: string;
}

export const demoSuccesses: readonly DemoSuccess[] = [
  {
    studentName: "Lin Y.",
    college: "Cornell University",
    year: 2029,
    helper: 3,
    evidenceType: "score-improvement",
    evidenceDetails: { before: 1340, after: 1510 },
    testimonial: "{mentor} showed me that most of my Math mistakes came from two question types. Fixing those was worth 170 points.",
  },
  {
    studentName: "Daniel K.",
    college: "University of Pennsylvania",
    year: 2029,
    helper: 11,
    evidenceType: "admission-offer",
    evidenceDetails: { achievement: "Admitted Early Decision to the Wharton School" },
    testimonial: "We rewrote my 'Why Penn' essay three times. By the end it was about the classes I actually wanted to take, not the brand.",
  },
  {
    studentName: "Priya S.",
    college: "Duke University",
    year: 2029,
    helper: 19,
    evidenceType: "scholarship",
    evidenceDetails: { amount: "$38,000 per year" },
    testimonial: "{mentor} helped me understand the CSS Profile and which schools give aid to international students. I would never have applied otherwise.",
  },
  {
    studentName: "Mateo R.",
    college: "Stanford University",
    year: 2030,
    helper: 7,
    evidenceType: "interview-success",
    evidenceDetails: { achievement: "Alumni interviewer wrote a strong recommendation" },
    testimonial: "Two mock interviews with {mentor} made the real one feel like a normal conversation.",
  },
  {
    studentName: "Chen X.",
    college: "Columbia University",
    year: 2030,
    helper: 24,
    evidenceType: "admission-offer",
    evidenceDetails: { achievement: "Admitted Regular Decision to Columbia College" },
    testimonial: "My essay was about translating for my grandmother. {mentor} helped me cut the clichés and keep the details.",
  },
  {
    studentName: "Hannah W.",
    college: "University of Michigan",
    year: 2029,
    helper: 31,
    evidenceType: "score-improvement",
    evidenceDetails: { before: 1260, after: 1450 },
    testimonial: "The weekly plan was realistic, and the error log trick is something I still use for every exam.",
  },
  {
    studentName: "Seo-yeon P.",
    college: "Brown University",
    year: 2030,
    helper: 15,
    evidenceType: "admission-offer",
    evidenceDetails: { achievement: "Admitted Early Decision to the Open Curriculum" },
    testimonial: "{mentor} knew exactly how Brown students talk about the Open Curriculum, which helped my supplement sound genuine.",
  },
  {
    studentName: "Arjun M.",
    college: "Rice University",
    year: 2029,
    helper: 42,
    evidenceType: "scholarship",
    evidenceDetails: { amount: "Full-tuition merit scholarship" },
    testimonial: "I didn't know merit scholarships had separate essays. {mentor} caught that a month before the deadline.",
  },
  {
    studentName: "Grace T.",
    college: "Yale University",
    year: 2030,
    helper: 2,
    evidenceType: "interview-success",
    evidenceDetails: { achievement: "Confident, well-prepared alumni interview" },
    testimonial: "We practised the 'tell me about yourself' answer until it sounded like me. The interviewer said it was one of her favourite conversations.",
  },
  {
    studentName: "Wang J.",
    college: "Massachusetts Institute of Technology",
    year: 2029,
    helper: 36,
    evidenceType: "score-improvement",
    evidenceDetails: { before: 1450, after: 1570 },
    testimonial: "Already strong at Math, but {mentor} fixed my reading pacing. That was the last 120 points.",
  },
  {
    studentName: "Amara O.",
    college: "Georgetown University",
    year: 2030,
    helper: 50,
    evidenceType: "admission-offer",
    evidenceDetails: { achievement: "Admitted Early Action to the School of Foreign Service" },
    testimonial: "{mentor} helped me turn three years of Model UN into one honest story about listening.",
  },
  {
    studentName: "Lucas F.",
    college: "Northwestern University",
    year: 2029,
    helper: 58,
    evidenceType: "scholarship",
    evidenceDetails: { amount: "$25,000 per year" },
    testimonial: "Comparing aid offers with {mentor} made our family's decision so much easier.",
  },
];

export interface DemoLead {
  email: string;
  source: string;
  page: string;
  converted: boolean;
  daysAgo: number;
}

export const demoLeads: readonly DemoLead[] = [
  { email: "jenny.liu.parent@example.net", source: "signup-prompt", page: "/mentors", converted: true, daysAgo: 41 },
  { email: "marcus.h@example.org", source: "newsletter", page: "/blog", converted: false, daysAgo: 33 },
  { email: "zhao.mingyu@example.cn", source: "signup-prompt", page: "/", converted: false, daysAgo: 27 },
  { email: "a.okeke@example.com", source: "exit-intent", page: "/sat-practice", converted: true, daysAgo: 19 },
  { email: "sarah.kim.family@example.com", source: "newsletter", page: "/blog/how-to-prepare-for-an-alumni-interview", converted: false, daysAgo: 12 },
  { email: "d.ramos@example.mx", source: "signup-prompt", page: "/success-stories", converted: false, daysAgo: 8 },
  { email: "counselor@westfield-high.example.edu", source: "for-schools", page: "/for-schools", converted: false, daysAgo: 5 },
  { email: "ravi.n@example.in", source: "exit-intent", page: "/mentors", converted: false, daysAgo: 2 },
];

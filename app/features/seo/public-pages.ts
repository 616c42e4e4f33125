import type { Role } from "~/db/schema/users";

/** Who may open a page: anyone, or only a signed-in user of one role (spec route table). */
export type PageAccess = "public" | Role;

export interface SitePage {
  /** Stable id; its name and description (what the site search shows) are `site-pages:<id>`. */
  id: string;
  path: string;
  access: PageAccess;
  /** Its long copy in app/locales/pages/<locale>/<namespace>.json, indexed by the site search. */
  namespace?: string;
  /** In the sitemap, so search engines should index it. */
  indexed: boolean;
  /** Relative importance for the sitemap, 0..1. */
  priority?: number;
  /** The page is the same for every visitor in one language: the server keeps it rendered (server/page-cache.ts). */
  sameForEveryVisitor?: true;
}

// Every page of the spec's route table that has its own content, whether its route is built yet or
// not: the sitemap, robots.txt and the site search read this list, and a test checks that each
// registered namespace exists in both languages. Pages with one URL per record (/blog/{slug},
// /schedule-meeting/{mentorId}) are added from the database by the sitemap.
export const sitePages: readonly SitePage[] = [
  { id: "home", path: "/", access: "public", indexed: true, priority: 1, sameForEveryVisitor: true },
  { id: "mentors", path: "/mentors", access: "public", indexed: true, priority: 0.9 },
  { id: "topMentors", path: "/top-mentors", access: "public", indexed: true, priority: 0.7 },
  { id: "howItWorks", path: "/how-it-works", access: "public", namespace: "how-it-works", indexed: true, priority: 0.8, sameForEveryVisitor: true },
  { id: "whyUs", path: "/why-us", access: "public", namespace: "why-us", indexed: true, priority: 0.8, sameForEveryVisitor: true },
  { id: "about", path: "/about", access: "public", namespace: "about", indexed: true, priority: 0.6, sameForEveryVisitor: true },
  { id: "forParents", path: "/for-parents", access: "public", namespace: "for-parents", indexed: true, priority: 0.7, sameForEveryVisitor: true },
  { id: "forSchools", path: "/for-schools", access: "public", namespace: "for-schools", indexed: true, priority: 0.8, sameForEveryVisitor: true },
  { id: "institutional", path: "/institutional", access: "public", namespace: "institutional", indexed: true, priority: 0.7, sameForEveryVisitor: true },
  { id: "successStories", path: "/success-stories", access: "public", namespace: "success-stories", indexed: true, priority: 0.7 },
  { id: "blog", path: "/blog", access: "public", indexed: true, priority: 0.8 },
  { id: "mentorSupport", path: "/mentor-support", access: "public", namespace: "mentor-support", indexed: true, priority: 0.5, sameForEveryVisitor: true },
  { id: "founderConsultation", path: "/founder-consultation", access: "public", namespace: "founder-consultation", indexed: true, priority: 0.6 },
  { id: "privacy", path: "/privacy", access: "public", namespace: "privacy", indexed: true, priority: 0.3, sameForEveryVisitor: true },
  { id: "terms", path: "/terms", access: "public", namespace: "terms", indexed: true, priority: 0.3, sameForEveryVisitor: true },
  { id: "signup", path: "/signup", access: "public", indexed: true, priority: 0.6 },
  { id: "login", path: "/login", access: "public", indexed: true, priority: 0.4 },
  { id: "forgotPassword", path: "/forgot-password", access: "public", indexed: true, priority: 0.2 },
  { id: "studentSupport", path: "/student-support", access: "student", namespace: "student-support", indexed: false },
  { id: "satPractice", path: "/sat-practice", access: "student", namespace: "sat-practice", indexed: false },
  { id: "satComingSoon", path: "/sat-coming-soon", access: "student", namespace: "sat-coming-soon", indexed: false },
  { id: "userDemo", path: "/user-demo", access: "student", namespace: "user-demo", indexed: false },
  { id: "mentorDemo", path: "/mentor-demo", access: "mentor", namespace: "mentor-demo", indexed: false },
];

/** The paths of pages that are the same for every visitor in one language. */
export function sameForEveryVisitorPaths(): Set<string> {
  return new Set(sitePages.filter((page) => page.sameForEveryVisitor).map((page) => page.path));
}

/** Pages a search engine should index (public ones that are not one user's). */
export function indexedPages(): SitePage[] {
  return sitePages.filter((page) => page.indexed && page.access === "public");
}

/** Pages someone with this role (null: a visitor) may open. An admin may open public pages only. */
export function pagesOpenTo(role: Role | null): SitePage[] {
  return sitePages.filter((page) => page.access === "public" || page.access === role);
}

/** Path prefixes crawlers are asked to leave alone: one user's pages, the back office, machine endpoints. */
export const privatePathPrefixes = [
  "/admin",
  "/blog-manager",
  "/student-dashboard",
  "/mentor-dashboard",
  "/mentor-profile",
  "/create-mentor-profile",
  "/student-support",
  "/sat-practice",
  "/sat-coming-soon",
  "/user-demo",
  "/mentor-demo",
  "/meeting-confirmation/",
  "/purchase-confirmation",
  "/reset-password",
  "/sign-in-link",
  "/verify-email",
  "/search",
  "/pay/",
  "/payouts/",
  "/calendar-feed/",
  "/api/",
  "/resources/",
  "/dev/",
] as const;

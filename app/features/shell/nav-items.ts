import type { Viewer } from "~/lib/use-user";

export type ShellRole = Viewer["role"] | "visitor";

export interface NavItem {
  to: string;
  /** Key in the common namespace. */
  labelKey: string;
  /** Match the path exactly (needed for "/"). */
  end?: boolean;
  /** Draw as the prominent call to action. */
  emphasis?: boolean;
}

export function shellRole(user: Viewer | null): ShellRole {
  return user?.role ?? "visitor";
}

/** Header navigation per role (spec: header and footer). */
export function headerNav(role: ShellRole): NavItem[] {
  switch (role) {
    case "student":
      return [
        { to: "/mentors", labelKey: "nav.mentors" },
        { to: "/student-dashboard", labelKey: "nav.dashboard" },
        { to: "/student-support", labelKey: "nav.support" },
      ];
    case "mentor":
      return [
        { to: "/mentor-dashboard", labelKey: "nav.dashboard" },
        { to: "/mentor-profile", labelKey: "nav.editProfile" },
        { to: "/mentor-support", labelKey: "nav.support" },
      ];
    case "admin":
      return [
        { to: "/admin", labelKey: "nav.adminDashboard", end: true },
        { to: "/admin/blog", labelKey: "nav.blogManager" },
        { to: "/mentors", labelKey: "nav.mentors" },
      ];
    case "visitor":
      return [
        { to: "/", labelKey: "nav.home", end: true },
        { to: "/how-it-works", labelKey: "nav.howItWorks" },
        { to: "/mentors", labelKey: "nav.mentors" },
        { to: "/why-us", labelKey: "nav.whyUs" },
        { to: "/login", labelKey: "nav.login" },
        { to: "/signup", labelKey: "nav.signup", emphasis: true },
      ];
  }
}

export interface FooterColumn {
  /** Key in the common namespace. */
  titleKey: string;
  links: NavItem[];
}

/** Footer columns per role: Explore, Services, Connect. */
export function footerColumns(role: ShellRole): FooterColumn[] {
  const connect: NavItem[] = [
    { to: "/blog", labelKey: "nav.blog" },
    { to: "/success-stories", labelKey: "nav.successStories" },
  ];
  switch (role) {
    case "student":
      return [
        {
          titleKey: "footer.explore",
          links: [
            { to: "/mentors", labelKey: "nav.mentors" },
            { to: "/top-mentors", labelKey: "nav.topMentors" },
            { to: "/how-it-works", labelKey: "nav.howItWorks" },
            { to: "/why-us", labelKey: "nav.whyUs" },
          ],
        },
        {
          titleKey: "footer.services",
          links: [
            { to: "/student-dashboard", labelKey: "nav.dashboard" },
            { to: "/sat-practice", labelKey: "nav.satPractice" },
            { to: "/student-support", labelKey: "nav.support" },
          ],
        },
        { titleKey: "footer.connect", links: connect },
      ];
    case "mentor":
      return [
        {
          titleKey: "footer.explore",
          links: [
            { to: "/mentors", labelKey: "nav.mentors" },
            { to: "/top-mentors", labelKey: "nav.topMentors" },
            { to: "/how-it-works", labelKey: "nav.howItWorks" },
          ],
        },
        {
          titleKey: "footer.services",
          links: [
            { to: "/mentor-dashboard", labelKey: "nav.dashboard" },
            { to: "/mentor-profile", labelKey: "nav.editProfile" },
            { to: "/mentor-support", labelKey: "nav.support" },
          ],
        },
        { titleKey: "footer.connect", links: connect },
      ];
    case "admin":
      return [
        {
          titleKey: "footer.explore",
          links: [
            { to: "/mentors", labelKey: "nav.mentors" },
            { to: "/top-mentors", labelKey: "nav.topMentors" },
            { to: "/success-stories", labelKey: "nav.successStories" },
          ],
        },
        {
          titleKey: "footer.services",
          links: [
            { to: "/admin", labelKey: "nav.adminDashboard", end: true },
            { to: "/admin/blog", labelKey: "nav.blogManager" },
          ],
        },
        { titleKey: "footer.connect", links: [{ to: "/blog", labelKey: "nav.blog" }] },
      ];
    case "visitor":
      return [
        {
          titleKey: "footer.explore",
          links: [
            { to: "/", labelKey: "nav.home", end: true },
            { to: "/how-it-works", labelKey: "nav.howItWorks" },
            { to: "/mentors", labelKey: "nav.mentors" },
            { to: "/top-mentors", labelKey: "nav.topMentors" },
            { to: "/why-us", labelKey: "nav.whyUs" },
          ],
        },
        {
          titleKey: "footer.services",
          links: [
            { to: "/signup", labelKey: "footer.becomeStudent" },
            { to: "/signup?role=mentor", labelKey: "footer.becomeMentor" },
            { to: "/for-schools", labelKey: "nav.forSchools" },
          ],
        },
        { titleKey: "footer.connect", links: connect },
      ];
  }
}

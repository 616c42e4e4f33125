// Which features each feature may import (besides itself, ui/, lib/, db/, locales and content/).
// The graph must stay acyclic: eslint.features.test.ts checks that, and the lint rule in
// eslint.config.js enforces the edges. A feature missing here may import no other feature.
// To let one feature use another, add the edge here and say why in docs/ARCHITECTURE.md.

export const featureDependencies = {
  // platform: queues and stores that domain features hand work to
  email: [],
  jobs: [],
  media: [],
  "time-zone": [],
  // domain
  // accounts: sign-up marks the address's leads converted in its transaction
  accounts: ["email", "media", "leads"],
  // mentors: the reviews panel shows the rating form (spec §2 "Ratings panel")
  mentors: ["ratings"],
  meetings: ["email", "jobs"],
  payments: ["jobs", "meetings"],
  booking: ["payments"],
  basket: ["booking"],
  "mentor-schedule": ["booking"],
  // search: the page registry and FAQ extraction of the seo feature index the pages' copy
  search: ["seo", "blog"],
  // seo: the sitemap lists the public posts by the blog's own rule
  seo: ["blog"],
  "mentor-profile": ["accounts"],
  // mentor-dashboard: earnings follow the payout hold of meetings' lifecycle (PAYOUT_HOLD_DAYS)
  "mentor-dashboard": ["booking", "mentors", "mentor-profile", "meetings"],
  // meeting-lifecycle: cancel, reschedule and the guarantee check slots by booking's rules, refund
  // through payments and tell the participants with meetings' emails and invitations
  "meeting-lifecycle": ["booking", "payments", "meetings", "email", "jobs"],
  ratings: [],
  // leads: the founder consultation request emails the team through the outbox
  leads: ["email"],
  // calendar-feed: a feed's events are the meetings' own invitations (same UID and text)
  "calendar-feed": ["meetings"],
  // google-calendar: the mentor's Google connection and Meet events; meetings gets them through the server (CreateConference)
  "google-calendar": [],
  // pages
  // home: the call to action holds the lead capture form
  home: ["leads"],
  // marketing: the schools and institutions pages hold the lead capture form
  marketing: ["leads"],
  shell: [],
  blog: [],
  dashboard: [],
  admin: [],
  // the Meetings and Activity tabs use the back office's pager and paging
  "admin-meetings": ["admin"],
  "admin-activity": ["admin"],
  // admin-refunds: the Refunds tab pages with the back office's pager; guarantee decisions are meeting-lifecycle's
  "admin-refunds": ["admin", "meeting-lifecycle"],
  // student-dashboard: My Sessions asks the guarantee's own rule who may claim it, and checks the
  // cancel / reschedule / guarantee forms with the schema the server uses
  "student-dashboard": ["mentors", "meetings", "meeting-lifecycle"],
  applications: [],
  "success-stories": [],
  legal: [],
  support: [],
  demos: [],
  // sat-practice: the admin's SAT reports tab pages with the back office's pager
  "sat-practice": ["admin"],
  "sat-mock": ["sat-practice"],
  // blog-admin: images follow the profile pictures' upload rules and go through the media pipeline
  "blog-admin": ["accounts", "media"],
};

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
  accounts: ["email", "media"],
  // mentors: the reviews panel shows the rating form (spec §2 "Ratings panel")
  mentors: ["ratings"],
  meetings: ["email", "jobs"],
  payments: ["jobs", "meetings"],
  booking: ["payments"],
  basket: ["booking"],
  "mentor-schedule": ["booking"],
  search: [],
  "mentor-profile": ["accounts"],
  "mentor-dashboard": ["booking", "mentors", "mentor-profile"],
  ratings: [],
  // calendar-feed: a feed's events are the meetings' own invitations (same UID and text)
  "calendar-feed": ["meetings"],
  // pages
  home: [],
  shell: [],
  dashboard: [],
  admin: [],
  "student-dashboard": ["mentors", "meetings"],
  applications: [],
  // blog-admin: images follow the profile pictures' upload rules and go through the media pipeline
  "blog-admin": ["accounts", "media"],
};

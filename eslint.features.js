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
  mentors: [],
  meetings: ["email", "jobs"],
  payments: ["jobs", "meetings"],
  booking: ["payments"],
  basket: ["booking"],
  search: [],
  // pages
  home: [],
  shell: [],
  dashboard: [],
  applications: [],
};

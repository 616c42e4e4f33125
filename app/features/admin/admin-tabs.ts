// The back office's tabs, in order. Each tab is a child route of /admin whose loader and action
// check the admin role themselves (child loaders run in parallel with the layout's).
export interface AdminTab {
  /** Path under /admin; "" is the overview. */
  path: string;
  /** Key in the "admin" namespace (or another bundled one): the layout shows every tab, whichever page is open. */
  labelKey: string;
}

export const adminTabs: readonly AdminTab[] = [
  { path: "", labelKey: "tabs.overview" },
  { path: "meetings", labelKey: "tabs.meetings" },
  { path: "refunds", labelKey: "tabs.refunds" },
  { path: "leads", labelKey: "tabs.leads" },
  { path: "blog", labelKey: "tabs.blog" },
  { path: "sat-reports", labelKey: "tabs.satReports" },
  { path: "activity", labelKey: "tabs.activity" },
];

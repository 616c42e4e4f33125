// The demo admin's two-factor sign-in, public like the demo password: `npm run admin:code` prints
// the current code, and the end-to-end tests compute it. Never use these outside the demo data.
/** The raw TOTP secret as better-auth's twoFactor plugin keeps it (before encryption). */
export const DEMO_ADMIN_TOTP_SECRET = "unibridge-demo-admin-totp-secret";
/** Each signs the demo admin in once instead of a code. */
export const DEMO_ADMIN_BACKUP_CODES = [
  "demo1-backup",
  "demo2-backup",
  "demo3-backup",
  "demo4-backup",
  "demo5-backup",
  "demo6-backup",
  "demo7-backup",
  "demo8-backup",
  "demo9-backup",
  "demo0-backup",
] as const;

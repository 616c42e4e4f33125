// Prints the demo admin's current two-factor code (admin@example.com in the demo data). The
// secret is public demo data; a real admin's code comes from their own authenticator app.
import { DEMO_ADMIN_TOTP_SECRET } from "../app/lib/demo-admin-two-factor";
import { secondsLeftOfCode, totpCode } from "../app/lib/totp.server";

console.log(totpCode(DEMO_ADMIN_TOTP_SECRET));
console.error(`(demo admin admin@example.com; valid for ${secondsLeftOfCode()} more seconds)`);

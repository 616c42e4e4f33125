import { isLoopbackAddress } from "~/lib/local-request.server";

/**
 * Without SMTP, sign-in and reset links wait in /dev/mailbox. A server other machines can reach
 * must say so at start: the page answers only this machine and admins, but mail still goes
 * nowhere.
 */
export function mailboxExposureWarning(listenAddress: string | undefined): string | null {
  if (isLoopbackAddress(listenAddress)) return null;
  return (
    `SMTP_URL is not set and the server listens beyond this machine (${listenAddress ?? "unknown address"}): ` +
    "no email is sent; /dev/mailbox shows them only to browsers on this machine and to admins. " +
    "Set SMTP_URL, or HOST=127.0.0.1 to listen on this machine only."
  );
}

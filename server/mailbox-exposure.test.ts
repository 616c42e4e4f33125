import { expect, it } from "vitest";
import { mailboxExposureWarning } from "./mailbox-exposure";

it("warns when the server listens beyond loopback", () => {
  for (const address of ["::", "0.0.0.0", "192.168.1.20"]) {
    expect(mailboxExposureWarning(address), address).toMatch(/SMTP_URL is not set and the server listens beyond this machine/);
  }
});

it("stays quiet when only this machine can connect", () => {
  for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) expect(mailboxExposureWarning(address), address).toBeNull();
});

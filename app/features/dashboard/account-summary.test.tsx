import { describe, expect, it } from "vitest";
import type { Role } from "~/db/schema/users";
import { renderPage } from "~/test/render-page";
import { AccountSummary } from "./account-summary";

function roleLine(role: Role, locale: "en" | "zh" = "en"): string {
  const html = renderPage(<AccountSummary title="Dashboard" user={{ id: "u1", name: "Ada Lovelace", email: "ada@example.com", role }} />, { locale });
  return /data-testid="dashboard-role"[^>]*>([^<]*)</.exec(html)?.[1] ?? "";
}

describe("AccountSummary", () => {
  it("names the role with the right article", () => {
    expect(roleLine("admin")).toBe("You are signed in as an admin.");
    expect(roleLine("student")).toBe("You are signed in as a student.");
    expect(roleLine("mentor")).toBe("You are signed in as a mentor.");
  });

  it("names the role in Chinese", () => {
    expect(roleLine("admin", "zh")).toBe("您当前的身份是管理员。");
  });
});

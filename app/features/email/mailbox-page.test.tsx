import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import enMailbox from "~/locales/pages/en/mailbox.json";
import zhMailbox from "~/locales/pages/zh/mailbox.json";
import { renderPage } from "~/test/render-page";
import { MailboxPage, type MailboxMessageView } from "./mailbox-page";

const message: MailboxMessageView = {
  id: "6f1c1c3e-1f0e-4d5e-9a55-1c2f1a0e2b7d",
  toAddress: "student@example.com",
  subject: "Verify your email <now>",
  textBody: "Hi Ada,\nConfirm here: https://unibridge.test/verify?token=abc&next=%2F.\n<script>alert(1)</script>",
  htmlBody: `<p onclick="alert(1)">Confirm <a href="https://unibridge.test/verify">here</a></p><script>alert(2)</script>`,
  status: "sent",
  createdAt: new Date("2026-03-08T06:30:00Z"),
  sentAt: new Date("2026-03-08T06:30:01Z"),
  attachmentNames: ["receipt.pdf"],
};

/** Renders with the page namespace the route's loader sends. */
function render(messages: MailboxMessageView[], locale: Locale = "en") {
  return renderPage(<MailboxPage messages={messages} />, { locale, path: "/dev/mailbox", pageNamespaces: ["mailbox"] });
}

describe("MailboxPage", () => {
  it("shows each email with recipient, subject, time zone and clickable links", () => {
    const html = render([message]);
    expect(html).toContain("Dev mailbox");
    expect(html).toContain("SMTP_URL is not set");
    expect(html).toContain("student@example.com");
    expect(html).toContain("Verify your email &lt;now&gt;");
    // \s: newer ICU data puts a narrow no-break space before AM.
    expect(html).toMatch(/<time dateTime="2026-03-08T06:30:00.000Z">Mar 8, 2026, 6:30:00\sAM UTC<\/time>/);
    expect(html).toContain('<a href="https://unibridge.test/verify?token=abc&amp;next=%2F" rel="noreferrer"');
    expect(html).toContain("receipt.pdf");
  });

  it("never renders email HTML into the page", () => {
    const html = render([message]);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<p onclick");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toMatch(/<iframe[^>]*sandbox=""[^>]*srcDoc="&lt;p onclick=/);
  });

  it("says so when there are no emails", () => {
    expect(render([])).toContain("No emails yet.");
  });

  it("speaks Chinese", () => {
    const html = render([message], "zh");
    expect(html).toContain("开发邮箱");
    expect(html).toContain("UTC");
  });
});

describe("mailbox translations", () => {
  function keys(value: unknown, prefix = ""): string[] {
    if (typeof value !== "object" || value === null) return [prefix];
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }

  it("have the same keys in English and Chinese", () => {
    expect(keys(zhMailbox).sort()).toEqual(keys(enMailbox).sort());
  });
});

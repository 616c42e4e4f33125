import { expect } from "@playwright/test";

const mailURL = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 3926}`;

export interface SinkMessage {
  to: string[];
  subject: string;
  text: string;
  attachments: string[];
  raw: string;
}

/** The messages the app sent to `address` through real SMTP, newest first. */
export async function messagesTo(address: string): Promise<SinkMessage[]> {
  const response = await fetch(`${mailURL}/messages?to=${encodeURIComponent(address)}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as SinkMessage[];
}

/** Waits until a message to `address` whose subject matches arrives, and returns it. */
export async function waitForMessage(address: string, subject: RegExp, about?: (message: SinkMessage) => boolean): Promise<SinkMessage> {
  let found: SinkMessage | undefined;
  await expect
    .poll(async () => {
      found = (await messagesTo(address)).find((message) => subject.test(message.subject) && (about?.(message) ?? true));
      return found !== undefined;
    }, { timeout: 15_000, message: `an email to ${address} with subject ${subject}` })
    .toBe(true);
  return found!;
}

/** The links in the emails to `address` whose href contains `fragment`, newest first. */
export async function linksInMail(address: string, fragment: string): Promise<string[]> {
  const links = (await messagesTo(address)).flatMap((message) => message.text.match(/https?:\/\/[^\s"<>]+/g) ?? []);
  return links.filter((link) => link.includes(fragment));
}

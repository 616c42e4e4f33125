import nodemailer from "nodemailer";
import type { EmailAttachment } from "~/db/schema/outbox";

export interface MailMessage {
  /** The outbox row: the Message-ID, the same on every try, so a resent copy can be recognised. */
  id?: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: EmailAttachment[];
}

export interface MailTransport {
  name: "smtp" | "mailbox";
  send(message: MailMessage, options?: { signal?: AbortSignal }): Promise<void>;
  close?(): void;
}

export interface MailTransportConfig {
  smtpUrl?: string | undefined;
  mailFrom: string;
}

/**
 * SMTP when smtpUrl is set. nodemailer reads options from the URL query, and they win over
 * the defaults below, e.g. `smtp://127.0.0.1:1025?ignoreTLS=true` or `smtps://user:pass@host`.
 * Without smtpUrl, the dev mailbox: the message already sits in the outbox table and is
 * listed at /dev/mailbox, so there is nothing left to send.
 */
export function createMailTransport(config: MailTransportConfig): MailTransport {
  if (!config.smtpUrl) {
    return { name: "mailbox", send: async () => {} };
  }
  const transporter = nodemailer.createTransport(
    {
      url: config.smtpUrl,
      // nodemailer's defaults (2 min to connect, 10 min idle) exceed the worker's claim on a row.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    },
    { from: config.mailFrom },
  );
  const messageIdDomain = /@([^\s>]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? "unibridge.local";
  return {
    name: "smtp",
    async send(message, options = {}) {
      await transporter.sendMail({
        ...(message.id ? { messageId: `<${message.id}@${messageIdDomain}>` } : {}),
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        attachments: message.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, "base64"),
        })),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

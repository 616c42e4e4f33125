import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpTestServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** The received messages whose Subject header is exactly `subject`. */
  withSubject(subject: string): ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (plain text, no auth) that keeps what it receives. Test use only. */
export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}?ignoreTLS=true`,
    received,
    withSubject: (subject) => received.filter((m) => headerValue(m.raw, "subject") === subject),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An unfolded header value; enough for the short ASCII headers tests send. */
export function headerValue(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

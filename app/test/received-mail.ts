import { headerValue, type ReceivedMail } from "./smtp-test-server";

// Test use only: just enough MIME decoding to read what the app sent through real SMTP.

/** The decoded text/plain part of a received message (quoted-printable or base64, UTF-8). */
export function mailText(mail: ReceivedMail): string {
  const parts = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
    if (!/content-type:\s*text\/plain/i.test(head)) continue;
    const body = rest.join("\n\n").replace(/\r?\n--[^\r\n]*--\s*$/, "");
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
    if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    if (encoding === "quoted-printable") {
      const latin1 = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(latin1, "latin1").toString("utf8");
    }
    return body;
  }
  throw new Error(`no text part in:\n${mail.raw}`);
}

/** A header value with RFC 2047 encoded words (=?UTF-8?B?...?=) decoded. */
export function decodedHeader(mail: ReceivedMail, name: string): string {
  const value = headerValue(mail.raw, name) ?? "";
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { emailOutbox } from "~/db/schema/outbox";
import type { Db } from "~/db/db.server";
import { media } from "~/db/schema/media";
import { mentorProfiles } from "~/db/schema/mentors";
import { accounts, users } from "~/db/schema/users";
import { serverI18n } from "~/lib/i18n.server";
import type { Locale } from "~/lib/i18n";
import type { FieldError } from "./field-errors";

// Test use only: real images made with sharp, the mentor form's fields, and row counts to prove
// that a refused sign-up changed nothing.

const background = { r: 47, g: 68, b: 153 };

export function jpegBytes(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).jpeg({ quality: 80 }).toBuffer();
}

export function pngBytes(width = 320, height = 320): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { ...background, alpha: 1 } } }).png().toBuffer();
}

export function gifBytes(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background } }).gif().toBuffer();
}

/** A real JPEG of about 600KB: over the 500KB limit (noise does not compress), well under 5MB. */
export async function largeJpegBytes(): Promise<Buffer> {
  const side = 760;
  const noise = randomBytes(side * side * 3);
  const bytes = await sharp(noise, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 96 }).toBuffer();
  if (bytes.byteLength <= 512_000 || bytes.byteLength >= 5 * 1024 * 1024) throw new Error(`unexpected size ${bytes.byteLength}`);
  return bytes;
}

export function fileOf(bytes: Uint8Array, name: string, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

export const validBio =
  "I study computer science at Stanford and love helping students shape their college essays and plan for the SAT.";

export const mentorProfileFields = {
  major: "computer-science",
  college: "stanford",
  country: "CN",
  languages: ["en", "zh"],
  satScore: "1540",
  interests: "SAT, essay writing, , robotics ",
  bio: validBio,
};

/** A multipart form as the browser sends it; `languages` becomes one entry per code. */
export function formOf(fields: Record<string, string | string[] | File | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) form.append(key, item);
    else form.append(key, value);
  }
  return form;
}

/** Rows a sign-up may create; equal before and after means nothing happened. */
export async function accountRowCounts(db: Db) {
  const [u, a, p, m, e] = await Promise.all([
    db.$count(users),
    db.$count(accounts),
    db.$count(mentorProfiles),
    db.$count(media),
    db.$count(emailOutbox),
  ]);
  return { users: u, accounts: a, mentorProfiles: p, media: m, emails: e };
}

/** What a user reads for a field or form message, in their language. */
export function translated(locale: Locale, error: FieldError | undefined): string {
  if (!error) return "";
  return serverI18n(locale).t(error.message, { lng: locale, ...error.params });
}

import { seedMockAttempt, seedPracticeHistory } from "./seed-practice-history.server";
import { hashPassword, symmetricEncrypt } from "better-auth/crypto";
import type { Db, Tx } from "~/db/db.server";
import {
  accounts,
  blogPosts,
  checkoutItems,
  checkouts,
  leads,
  meetings,
  mentorAvailability,
  mentorPayouts,
  mentorProfiles,
  ratings,
  successResults,
  twoFactors,
  users,
} from "~/db/schema";
import type { SessionType } from "~/lib/session-types";
import { LOCAL_ACCOUNT_PREFIX } from "~/features/payments/payout-account.server";
import { payoutDueAt, sessionEndsAt } from "~/features/meetings/meeting-transitions";
import { renderAvatarPng, storeAvatar } from "./avatar.server";
import { renderMarkdown } from "~/lib/markdown.server";
import { renderBlogCover, storeBlogCover } from "./blog-cover.server";
import { excerptOf, readTimeOf, slugify } from "~/features/blog-admin/post-fields";
import { demoPosts } from "./demo-blog";
import { demoTranslations } from "./demo-blog-zh";
import { studentNames } from "./demo-people";
import { DEMO_ADMIN_BACKUP_CODES, DEMO_ADMIN_TOTP_SECRET } from "~/lib/demo-admin-two-factor";
import { demoLeads, demoSuccesses } from "./demo-stories";
import { planMeetings, type PlannedMeeting, type PlannedStudent } from "./plan-meetings";
import { planMentors, type PlannedMentor } from "./plan-mentors";
import { createRandom } from "./random";

export const DEMO_PASSWORD = "Unibridge-demo-1";
export const DEMO_ADMIN_EMAIL = "admin@example.com";
/** The demo data's random seed: the same seed and clock give the same rows. */
export const DEMO_SEED = 20_250_914;
const DAY_MS = 86_400_000;
const PLATFORM_FEE_RATE = 0.2;
// Portraits render a few at a time: sharp already spreads each image over the cores.
const AVATAR_CHUNK = 8;

const typeLabels: Record<SessionType, string> = {
  sat: "SAT tutoring",
  essay: "Essay review",
  college: "College information",
  interview: "Interview preparation",
  general: "General consultation",
};

export interface SeedSummary {
  mentors: number;
  students: number;
  meetings: number;
  ratings: number;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

interface PlannedUser {
  id: string;
  email: string;
  name: string;
  role: "student" | "mentor" | "admin";
  locale: "en" | "zh";
  createdAt: Date;
}

function planStudents(now: Date): (PlannedUser & PlannedStudent)[] {
  return studentNames.map(({ name, locale }, i) => ({
    id: `demo-student-${String(i + 1).padStart(2, "0")}`,
    email: `student${i + 1}@example.com`,
    name,
    role: "student",
    locale,
    createdAt: new Date(now.getTime() - (160 + 17 * i) * DAY_MS),
  }));
}

/**
 * Loads the demo marketplace into an empty database; the same `now` always yields the same rows.
 * With `authSecret` (the one the server signs and encrypts with) the demo admin has two-factor
 * sign-in set up with the public demo secret (lib/demo-admin-two-factor.ts).
 */
export async function seedDemoData(db: Db, options: { now?: Date; authSecret?: string } = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const r = createRandom(DEMO_SEED);
  const mentors = planMentors(r, now);
  const students = planStudents(now);
  const planned = planMeetings(r, mentors, students, now);
  const admin: PlannedUser = {
    id: "demo-admin",
    email: DEMO_ADMIN_EMAIL,
    name: "Unibridge Admin",
    role: "admin",
    locale: "en",
    createdAt: new Date(now.getTime() - 400 * DAY_MS),
  };
  const everyone: PlannedUser[] = [
    admin,
    ...mentors.map((m) => ({ ...m, role: "mentor" as const, locale: "en" as const })),
    ...students,
  ];
  // One hash for every demo account: the password is public, and hashing is deliberately slow.
  const [hash, portraits, covers] = await Promise.all([hashPassword(DEMO_PASSWORD), renderPortraits(mentors), renderCovers()]);

  await db.transaction(async (tx) => {
    await tx.insert(users).values(
      everyone.map((u) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        emailVerified: true,
        role: u.role,
        locale: u.locale,
        twoFactorEnabled: u === admin && options.authSecret !== undefined,
        createdAt: u.createdAt,
        updatedAt: u.createdAt,
      })),
    );
    await tx.insert(accounts).values(
      everyone.map((u) => ({
        id: `${u.id}-credential`,
        accountId: u.id,
        providerId: "credential",
        userId: u.id,
        password: hash,
        createdAt: u.createdAt,
        updatedAt: u.createdAt,
      })),
    );
    if (options.authSecret) await enableDemoAdminTwoFactor(tx, admin.id, options.authSecret);
    const photoIds = await storeAvatars(tx, mentors, portraits);
    await insertMentorProfiles(tx, mentors, planned, photoIds);
    await insertMeetings(tx, planned, now);
    const helpers = mentors.filter((m) => planned.some((meeting) => meeting.mentor === m && meeting.status === "completed"));
    await insertBlogPosts(tx, covers, now);
    await insertContent(tx, helpers, now);
  });
  const firstStudent = students[0];
  if (firstStudent) {
    await seedPracticeHistory(db, firstStudent.id, now);
    await seedMockAttempt(db, firstStudent.id, now);
  }

  return {
    mentors: mentors.length,
    students: students.length,
    meetings: planned.length,
    ratings: planned.filter((m) => m.rating).length,
  };
}

async function renderPortraits(mentors: PlannedMentor[]): Promise<Uint8Array[]> {
  const portraits: Uint8Array[] = [];
  for (let start = 0; start < mentors.length; start += AVATAR_CHUNK) {
    portraits.push(...(await Promise.all(mentors.slice(start, start + AVATAR_CHUNK).map((m) => renderAvatarPng(m.look)))));
  }
  return portraits;
}

// One at a time: a transaction is a single connection, and node-postgres refuses overlapping queries on one.
async function storeAvatars(tx: Tx, mentors: PlannedMentor[], portraits: Uint8Array[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const [i, mentor] of mentors.entries()) {
    const png = portraits[i];
    if (png) ids.set(mentor.id, await storeAvatar(tx, png, mentor.id));
  }
  return ids;
}

async function insertMentorProfiles(tx: Tx, mentors: PlannedMentor[], planned: PlannedMeeting[], photoIds: Map<string, string>) {
  const totals = new Map<string, { count: number; sum: number }>();
  for (const meeting of planned) {
    if (!meeting.rating) continue;
    const total = totals.get(meeting.mentor.id) ?? { count: 0, sum: 0 };
    totals.set(meeting.mentor.id, { count: total.count + 1, sum: total.sum + meeting.rating.stars });
  }
  await tx.insert(mentorProfiles).values(
    mentors.map((m) => ({
      userId: m.id,
      major: m.major,
      college: m.college,
      country: m.country,
      languages: m.languages,
      interests: m.interests,
      bio: m.bio,
      photoId: photoIds.get(m.id) ?? null,
      satScore: m.satScore,
      satScoreVerified: true,
      offersSat: m.offersSat,
      sessionPriceCents: m.sessionPriceCents,
      satPriceCents: m.satPriceCents,
      ratingCount: totals.get(m.id)?.count ?? 0,
      ratingSum: totals.get(m.id)?.sum ?? 0,
      ...demoPayoutAccount(m.email),
      createdAt: m.createdAt,
      updatedAt: m.createdAt,
    })),
  );
  const availability = mentors.flatMap((m) => m.availability.map((slot) => ({ mentorId: m.id, ...slot })));
  await tx.insert(mentorAvailability).values(availability);
}

/**
 * Demo mentors have connected test payout accounts, except mentor2@example.edu, who is left to
 * walk through the payout onboarding.
 */
export const DEMO_MENTOR_WITHOUT_PAYOUTS = "mentor2@example.edu";

function demoPayoutAccount(email: string) {
  if (email === DEMO_MENTOR_WITHOUT_PAYOUTS) return { stripeAccountId: null, stripeConnected: false };
  return { stripeAccountId: `${LOCAL_ACCOUNT_PREFIX}demo_${email.split("@")[0]}`, stripeConnected: true };
}

async function insertMeetings(tx: Tx, planned: PlannedMeeting[], now: Date) {
  await tx.insert(checkouts).values(
    planned.map((m) => ({
      id: m.checkoutId,
      studentId: m.studentId,
      kind: "single_meeting" as const,
      status: "paid" as const,
      subtotalCents: m.priceCents,
      discountCents: 0,
      totalCents: m.priceCents,
      provider: "local" as const,
      expiresAt: new Date(m.bookedAt.getTime() + 30 * 60_000),
      paidAt: new Date(m.bookedAt.getTime() + 2 * 60_000),
      createdAt: m.bookedAt,
      updatedAt: m.bookedAt,
    })),
  );
  await tx.insert(meetings).values(
    planned.map((m) => ({
      id: m.id,
      mentorId: m.mentor.id,
      studentId: m.studentId,
      checkoutId: m.checkoutId,
      type: m.type,
      startsAt: m.startsAt,
      status: m.status,
      isPaid: true,
      holdExpiresAt: null,
      priceCents: m.priceCents,
      major: m.major,
      expectations: m.expectations,
      meetLink: m.meetLink,
      // Upcoming demo sessions await the admin's confirmation that their link went out (Meetings tab).
      emailSent: m.status === "completed",
      hasRating: m.rating !== null,
      completedAt: m.status === "completed" ? sessionEndsAt(m.startsAt) : null,
      createdAt: m.bookedAt,
      updatedAt: m.rating?.createdAt ?? m.bookedAt,
    })),
  );
  const items = await tx
    .insert(checkoutItems)
    .values(
      planned.map((m) => {
        const fee = Math.round(m.priceCents * PLATFORM_FEE_RATE);
        return {
          checkoutId: m.checkoutId,
          meetingId: m.id,
          mentorId: m.mentor.id,
          description: `${typeLabels[m.type]} with ${m.mentor.name}`,
          amountCents: m.priceCents,
          platformFeeCents: fee,
          mentorPayoutCents: m.priceCents - fee,
          createdAt: m.bookedAt,
          updatedAt: m.bookedAt,
        };
      }),
    )
    .returning({
      id: checkoutItems.id,
      meetingId: checkoutItems.meetingId,
      mentorId: checkoutItems.mentorId,
      amountCents: checkoutItems.mentorPayoutCents,
      createdAt: checkoutItems.createdAt,
    });
  // The mentors' shares as the payment and the payout sweep leave them: waiting until the session
  // is completed and its 2-day window has passed, then owed (demo payments are local test
  // payments: nothing is ever transferred).
  const startsAt = new Map(planned.map((m) => [m.id, m.startsAt]));
  await tx.insert(mentorPayouts).values(
    items.map((item) => {
      const due = payoutDueAt(startsAt.get(item.meetingId!)!).getTime() <= now.getTime();
      const status = due ? ("owed" as const) : ("pending" as const);
      return { mentorId: item.mentorId!, checkoutItemId: item.id, amountCents: item.amountCents, status, createdAt: item.createdAt, updatedAt: item.createdAt };
    }),
  );
  const rated = planned.flatMap((m) => (m.rating ? [{ meeting: m, rating: m.rating }] : []));
  await tx.insert(ratings).values(
    rated.map(({ meeting, rating }) => ({
      id: rating.id,
      meetingId: meeting.id,
      mentorId: meeting.mentor.id,
      studentId: meeting.studentId,
      rating: rating.stars,
      comment: rating.comment,
      createdAt: rating.createdAt,
      updatedAt: rating.createdAt,
    })),
  );
}

async function renderCovers(): Promise<Map<string, Uint8Array>> {
  const categories = [...new Set(demoPosts.map((post) => post.category))];
  const images = await Promise.all(categories.map((category) => renderBlogCover(category)));
  return new Map(categories.map((category, i) => [category, images[i]!]));
}

/**
 * Each demo article in English and in Chinese (one translation key), published about two weeks
 * apart over recent months; the Chinese version a day after the English one.
 */
async function insertBlogPosts(tx: Tx, covers: Map<string, Uint8Array>, now: Date) {
  // Its own random stream, so the blog does not shift the rest of the demo data.
  const keys = createRandom(DEMO_SEED + 1);
  const coverIds = new Map<string, string>();
  for (const [category, png] of covers) coverIds.set(category, await storeBlogCover(tx, png));
  await tx.insert(blogPosts).values(
    demoPosts.flatMap((post, i) => {
      const slug = slugify(post.title);
      const zh = demoTranslations[slug];
      if (!zh) throw new Error(`The demo post ${slug} has no Chinese version`);
      const translationKey = keys.uuid();
      const at = new Date(now.getTime() - (8 + 13 * (demoPosts.length - i)) * DAY_MS);
      const zhAt = new Date(at.getTime() + DAY_MS);
      const shared = { category: post.category, imageId: coverIds.get(post.category) ?? null, translationKey, published: true };
      return [
        {
          ...shared,
          slug,
          locale: "en" as const,
          title: post.title,
          markup: post.markup,
          contentHtml: renderMarkdown(post.markup),
          excerpt: excerptOf(post.markup),
          readTime: readTimeOf(post.markup),
          authorName: "Unibridge Team",
          imageAlt: post.imageAlt,
          tags: post.tags,
          publishedAt: at,
          createdAt: at,
          updatedAt: at,
        },
        {
          ...shared,
          slug: zh.slug,
          locale: "zh" as const,
          title: zh.title,
          markup: zh.markup,
          contentHtml: renderMarkdown(zh.markup),
          excerpt: excerptOf(zh.markup),
          readTime: readTimeOf(zh.markup, "zh"),
          authorName: "Unibridge 团队",
          imageAlt: zh.imageAlt,
          tags: zh.tags,
          publishedAt: zhAt,
          createdAt: zhAt,
          updatedAt: zhAt,
        },
      ];
    }),
  );
}

async function insertContent(tx: Tx, helpers: PlannedMentor[], now: Date) {
  await tx.insert(successResults).values(
    demoSuccesses.map((s, i) => {
      const mentor = helpers[s.helper % helpers.length];
      const at = new Date(now.getTime() - (30 + 9 * i) * DAY_MS);
      return {
        studentName: s.studentName,
        college: s.college,
        year: s.year,
        mentorId: mentor?.id ?? null,
        mentorName: mentor?.name ?? "Unibridge mentor",
        evidenceType: s.evidenceType,
        evidenceDetails: s.evidenceDetails,
        testimonial: s.testimonial.replaceAll("{mentor}", mentor?.firstName ?? "My mentor"),
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  await tx.insert(leads).values(
    demoLeads.map((lead) => {
      const at = new Date(now.getTime() - lead.daysAgo * DAY_MS);
      return { email: lead.email, source: lead.source, page: lead.page, converted: lead.converted, createdAt: at, updatedAt: at };
    }),
  );
}

/** The rows better-auth's twoFactor plugin writes once an admin has confirmed their first code. */
async function enableDemoAdminTwoFactor(tx: Tx, userId: string, authSecret: string) {
  await tx.insert(twoFactors).values({
    id: `${userId}-two-factor`,
    userId,
    secret: await symmetricEncrypt({ key: authSecret, data: DEMO_ADMIN_TOTP_SECRET }),
    backupCodes: await symmetricEncrypt({ key: authSecret, data: JSON.stringify(DEMO_ADMIN_BACKUP_CODES) }),
    verified: true,
  });
}

import { eq } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";
import { checkouts, meetings } from "~/db/schema";
import { emailOutbox, jobs } from "~/db/schema/outbox";
import { createScenario } from "~/test/scenario";
import { enqueueJob } from "~/features/jobs/enqueue-job.server";
import { runDueJobs } from "~/features/jobs/run-due-jobs.server";
import { DELIVER_MEETING_JOB } from "~/features/meetings/meeting-jobs.server";
import { createLocalGateway } from "~/features/payments/create-local-gateway.server";
import { describeEachDb } from "~/test/test-database";
import { appJobs } from "./app-jobs";

const appUrl = "http://localhost:3000";

describeEachDb("the app's jobs", (getDb) => {
  beforeEach(async () => {
    await getDb().delete(jobs);
  });

  function jobsFor(notifyOutbox = vi.fn()) {
    const deps = { db: getDb(), gateway: createLocalGateway({ db: getDb(), appUrl }), appUrl, logger: { warn: vi.fn() }, notifyOutbox, notifyJobs: vi.fn() };
    return { ...appJobs(deps), notifyOutbox };
  }

  it("delivers a paid meeting from its job and wakes the mail worker once", async () => {
    const scenario = await createScenario(getDb(), {
      mentors: [{}],
      meetings: [{ startsAt: new Date("2026-09-01T15:00:00Z"), paid: true }],
    });
    const meetingId = scenario.meetings[0]!.id;
    const { handlers, notifyOutbox } = jobsFor();
    for (let i = 0; i < 2; i++) {
      await enqueueJob(getDb(), { kind: DELIVER_MEETING_JOB, payload: { meetingId }, dedupeKey: `deliver-meeting:${meetingId}` });
    }

    expect(await runDueJobs(getDb(), handlers)).toMatchObject({ done: 1, failed: 0, retried: 0 });

    const emails = await getDb().select().from(emailOutbox).where(eq(emailOutbox.meetingId, meetingId));
    expect(emails.map((e) => e.toAddress).sort()).toEqual([scenario.mentors[0]!.email, scenario.students[0]!.email].sort());
    expect(notifyOutbox).toHaveBeenCalledTimes(1);
    const [meeting] = await getDb().select({ meetLink: meetings.meetLink }).from(meetings).where(eq(meetings.id, meetingId));
    expect(meeting?.meetLink).toMatch(/^https:\/\/meet\.jit\.si\//);
  });

  it("retries a job whose payload is not what the handler expects", async () => {
    const { handlers, notifyOutbox } = jobsFor();
    await enqueueJob(getDb(), { kind: DELIVER_MEETING_JOB, payload: { meetingId: "not-a-uuid" } });

    const result = await runDueJobs(getDb(), handlers);

    expect(result).toMatchObject({ done: 0, retried: 1 });
    expect(notifyOutbox).not.toHaveBeenCalled();
  });

  it("releases lapsed holds every minute", async () => {
    const scenario = await createScenario(getDb(), {
      mentors: [{}],
      meetings: [{ startsAt: new Date("2026-09-02T15:00:00Z"), holdExpiresAt: new Date(Date.now() - 60_000) }],
    });
    const { periodic } = jobsFor();
    const sweep = periodic.find((task) => task.name === "release-expired-checkouts")!;
    expect(sweep.everyMs).toBe(60_000);

    await sweep.run(new Date());

    const [meeting] = await getDb().select({ status: meetings.status }).from(meetings).where(eq(meetings.id, scenario.meetings[0]!.id));
    const [checkout] = await getDb().select({ status: checkouts.status }).from(checkouts).where(eq(checkouts.id, scenario.meetings[0]!.checkoutId!));
    expect(meeting?.status).toBe("expired");
    expect(checkout?.status).toBe("expired");
  });
});

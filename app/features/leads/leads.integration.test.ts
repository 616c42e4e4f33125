import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { auditLog, emailOutbox, leads, rateLimits } from "~/db/schema";
import { codeOf, createTestAccount, uniqueEmail } from "~/test/test-services";
import { describeEachDb } from "~/test/test-database";
import { captureLead, LEAD_IP_RULE } from "./capture-lead.server";
import { deleteLead, setLeadConverted } from "./change-lead.server";
import { founderConsultationSchema } from "./founder-consultation-schema";
import { leadsCsv, leadsCsvFileName } from "./leads-csv.server";
import { listAllLeads, listLeads, LEADS_PAGE_SIZE } from "./list-leads.server";
import { requestFounderConsultation } from "./request-founder-consultation.server";

let ipCounter = 0;
const freshIp = () => `198.51.100.${(ipCounter += 1)}`;

describeEachDb("leads", (getDb) => {
  beforeEach(async () => {
    await getDb().delete(leads);
    await getDb().delete(rateLimits);
  });

  const rows = () => getDb().select().from(leads);

  it("stores a lead once per address and source, whatever the case, keeping the first page", async () => {
    const email = uniqueEmail("lead");
    expect(await captureLead(getDb(), { email, source: "home-cta", page: "/" }, { clientIp: freshIp() })).toEqual({ created: true });
    expect(await captureLead(getDb(), { email: email.toUpperCase(), source: "home-cta", page: "/blog" }, { clientIp: freshIp() })).toEqual({ created: false });
    expect(await captureLead(getDb(), { email, source: "for-schools", page: "/for-schools" }, { clientIp: freshIp() })).toEqual({ created: true });
    const stored = (await rows()).map(({ email: e, source, page, converted }) => ({ e, source, page, converted }));
    expect(stored).toHaveLength(2);
    expect(stored).toContainEqual({ e: email, source: "home-cta", page: "/", converted: false });
  });

  it("thanks a bot that fills the honeypot and stores nothing", async () => {
    const result = await captureLead(getDb(), { email: uniqueEmail("bot"), source: "home-cta", page: "/", honeypot: "https://spam.example" }, { clientIp: freshIp() });
    expect(result).toEqual({ created: false });
    expect(await rows()).toHaveLength(0);
  });

  it("refuses an address past the hourly limit, and stores nothing for the refused one", async () => {
    const ip = freshIp();
    const now = new Date("2026-11-25T10:00:00Z");
    for (let i = 0; i < LEAD_IP_RULE.max; i++) await captureLead(getDb(), { email: uniqueEmail("many"), source: "home-cta", page: "/" }, { clientIp: ip, now });
    const refused = captureLead(getDb(), { email: uniqueEmail("late"), source: "home-cta", page: "/" }, { clientIp: ip, now });
    expect(await codeOf(refused)).toBe("too_many_requests");
    expect(await rows()).toHaveLength(LEAD_IP_RULE.max);
    // Another address is not affected; an hour later this one may try again.
    expect(await captureLead(getDb(), { email: uniqueEmail("other"), source: "home-cta", page: "/" }, { clientIp: freshIp(), now })).toEqual({ created: true });
    const later = new Date(now.getTime() + LEAD_IP_RULE.window * 1000 + 1000);
    expect(await captureLead(getDb(), { email: uniqueEmail("later"), source: "home-cta", page: "/" }, { clientIp: ip, now: later })).toEqual({ created: true });
  });

  it("lists newest first, a page at a time, and searches email, source and page", async () => {
    const base = Date.parse("2026-01-01T00:00:00Z");
    await getDb()
      .insert(leads)
      .values(
        Array.from({ length: LEADS_PAGE_SIZE + 3 }, (_, i) => ({
          email: `person${i}@example.com`,
          source: i % 2 ? "home-cta" : "blog_post",
          page: `/p${i}`,
          createdAt: new Date(base + i * 60_000),
        })),
      );
    const first = await listLeads(getDb(), {});
    expect(first.total).toBe(LEADS_PAGE_SIZE + 3);
    expect(first.pageCount).toBe(2);
    expect(first.leads[0]?.email).toBe(`person${LEADS_PAGE_SIZE + 2}@example.com`);
    const second = await listLeads(getDb(), { page: 2 });
    expect(second.leads.map((lead) => lead.email)).toEqual(["person2@example.com", "person1@example.com", "person0@example.com"]);
    // Past the end reads the last page.
    expect((await listLeads(getDb(), { page: 99 })).page).toBe(2);
    // person1 and person10 to person19, in any case.
    expect((await listLeads(getDb(), { query: "PERSON1" })).total).toBe(11);
    // "_" is a literal, not LIKE's any-character.
    expect((await listLeads(getDb(), { query: "blog_" })).total).toBe(Math.ceil((LEADS_PAGE_SIZE + 3) / 2));
    expect((await listLeads(getDb(), { query: "/p7" })).leads.map((lead) => lead.email)).toEqual(["person7@example.com"]);
  });

  it("writes the CSV with the spec's columns, neutralising formulas, and parses back", async () => {
    const at = new Date("2026-11-20T15:30:00Z");
    const tricky = ["=HYPERLINK(\"http://evil\")", "+1", "-2", "@SUM(A1)", "\tx", "\ry", 'quote " and, comma'];
    await getDb()
      .insert(leads)
      .values(tricky.map((text, i) => ({ email: `csv${i}@example.com`, source: text, page: `/${i}`, converted: i === 0, createdAt: new Date(at.getTime() - i * 1000) })));
    const csv = leadsCsv(await listAllLeads(getDb()));
    const parsed = parse(csv) as string[][];
    expect(parsed[0]).toEqual(["Email", "Source", "Date", "Page", "Converted"]);
    expect(parsed.slice(1).map((row) => row[1])).toEqual(["'=HYPERLINK(\"http://evil\")", "'+1", "'-2", "'@SUM(A1)", "'\tx", "'\ry", 'quote " and, comma']);
    expect(parsed[1]).toEqual(["csv0@example.com", "'=HYPERLINK(\"http://evil\")", "2026-11-20T15:30:00.000Z", "/0", "Yes"]);
    expect(parsed[2]?.[4]).toBe("No");
    expect(leadsCsvFileName(at)).toBe("unibridge-leads-2026-11-20.csv");
  });

  it("toggles converted and deletes, each with its audit row in the same transaction", async () => {
    const admin = await createTestAccount(getDb(), { email: uniqueEmail("admin"), role: "admin", name: "Grace Hopper" });
    const actor = { id: admin.id, name: "Grace Hopper" };
    const [lead] = await getDb().insert(leads).values({ email: uniqueEmail("audit"), source: "home-cta", page: "/" }).returning();
    const leadId = lead!.id;
    const audits = () => getDb().select().from(auditLog).where(and(eq(auditLog.subjectType, "lead"), eq(auditLog.subjectId, leadId)));

    await setLeadConverted(getDb(), actor, { leadId, converted: true });
    // The same value again changes and records nothing.
    await setLeadConverted(getDb(), actor, { leadId, converted: true });
    await setLeadConverted(getDb(), actor, { leadId, converted: false });
    expect((await audits()).map((row) => [row.action, row.before, row.after, row.actorId])).toEqual([
      ["lead.converted", { converted: false }, { converted: true }, admin.id],
      ["lead.unconverted", { converted: true }, { converted: false }, admin.id],
    ]);

    await deleteLead(getDb(), actor, leadId);
    expect(await rows()).toHaveLength(0);
    const deleted = (await audits()).find((row) => row.action === "lead.deleted");
    expect(deleted?.before).toMatchObject({ email: lead!.email, source: "home-cta", page: "/", converted: false });
    expect(await codeOf(deleteLead(getDb(), actor, leadId))).toBe("not_found");
    expect(await codeOf(setLeadConverted(getDb(), actor, { leadId, converted: true }))).toBe("not_found");
    expect(await audits()).toHaveLength(3);
  });

  it("records a founder consultation as a lead and queues the team's email with it", async () => {
    await getDb().delete(emailOutbox);
    const request = founderConsultationSchema.parse({
      name: "Dana Whitfield",
      school: "Westfield High School",
      role: "counselor",
      email: "Dana.Whitfield@Westfield.example.edu",
      students: "240",
      message: "We would like to pilot with our juniors this spring.",
    });
    await requestFounderConsultation(getDb(), request, { clientIp: freshIp(), teamAddress: "team@unibridge.test" });
    await requestFounderConsultation(getDb(), request, { clientIp: freshIp(), teamAddress: "team@unibridge.test" });
    expect((await rows()).map(({ email, source, page }) => ({ email, source, page }))).toEqual([
      { email: "dana.whitfield@westfield.example.edu", source: "founder-consultation", page: "/founder-consultation" },
    ]);
    const mails = await getDb().select().from(emailOutbox);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ toAddress: "team@unibridge.test", subject: "Founder consultation request: Westfield High School" });
    expect(mails[0]?.textBody).toContain("Number of students: 240");
    expect(mails[0]?.textBody).toContain("We would like to pilot with our juniors this spring.");

    await getDb().delete(emailOutbox);
    await requestFounderConsultation(getDb(), { ...request, email: uniqueEmail("bot"), honeypot: "x" }, { clientIp: freshIp(), teamAddress: "team@unibridge.test" });
    expect(await getDb().select().from(emailOutbox)).toHaveLength(0);
    expect(await rows()).toHaveLength(1);
  });
});

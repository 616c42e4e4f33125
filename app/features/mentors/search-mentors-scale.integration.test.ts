import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import * as schema from "~/db/schema";
import { generateMentors } from "~/db/seed/generate-mentors.server";
import { describeEachDb, type TestDbKind } from "~/test/test-database";
import { listMentorReviews } from "./list-mentor-reviews.server";
import { listTopMentors } from "./list-top-mentors.server";
import { mentorSearchSchema } from "./mentor-search-params";
import { searchMentors } from "./search-mentors.server";

const COUNT = 500;

/** The same database through a Drizzle instance that records every statement it sends. */
function withQueryLog(db: Db, kind: TestDbKind): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => statements.push(query.replace(/\s+/g, " ").toLowerCase()) };
  const client = (db as unknown as { $client: unknown }).$client;
  const logged =
    kind === "pglite" ? drizzlePglite(client as PGlite, { schema, logger }) : drizzlePg(client as pg.Pool, { schema, logger });
  return { db: logged as unknown as Db, statements };
}

describeEachDb("mentor list at scale: SQL does the work", (getDb, kind) => {
  let listed: number;
  let computerScience: number;
  let chens: number;
  beforeAll(async () => {
    await generateMentors(getDb(), { count: COUNT });
    const result = await getDb().execute(sql`
      select count(*)::int as listed, (count(*) filter (where mp.major = 'computer-science'))::int as cs,
             (count(*) filter (where u.name ilike '%chen%'))::int as chens
      from mentor_profiles mp join users u on u.id = mp.user_id where not u.disabled`);
    const [row] = (result as unknown as { rows: { listed: number; cs: number; chens: number }[] }).rows;
    ({ listed, cs: computerScience, chens } = row!);
  });

  it("hands over one page and the exact total, never every mentor", async () => {
    const { db, statements } = withQueryLog(getDb(), kind);
    const searches = [
      { signedIn: false, input: {} },
      { signedIn: true, input: {} },
      { signedIn: true, input: { major: "computer-science", sort: "rating" } },
      { signedIn: true, input: { availableOnly: "true", sort: "price_desc", page: 3 } },
      { signedIn: true, input: { q: "chen", sort: "best" } },
    ];
    const results = [];
    for (const { signedIn, input } of searches) results.push(await searchMentors(db, mentorSearchSchema.parse(input), { signedIn }));

    expect(listed).toBe(COUNT - COUNT / 100); // every hundredth generated account is disabled
    expect(results.map((r) => r.mentors.length)).toEqual([12, 12, 12, 12, 12]);
    expect(results[0]!.total).toBe(listed);
    expect(results[1]!.total).toBe(listed);
    expect(results[2]!.total).toBe(computerScience);
    expect(results[2]!.mentors.every((m) => m.major === "computer-science")).toBe(true);
    // Generated colleges and interests never contain "chen": only names match.
    expect(results[4]!.total).toBe(chens);
    expect(results[4]!.mentors.every((m) => m.name.endsWith(" C."))).toBe(true);

    // Every statement that reads mentor rows either stops at a page (limit) or only counts them:
    // a page and a count per search, except the text search, whose page carries count(*) over ().
    const reads = statements.filter((s) => s.includes('from "mentor_profiles"'));
    expect(reads).toHaveLength(searches.length * 2 - 1);
    expect(reads.filter((s) => s.includes("count(*) over ()"))).toHaveLength(1);
    for (const statement of reads) expect(statement.includes(" limit ") || statement.startsWith("select count(*)"), statement).toBe(true);
    expect(reads.filter((s) => s.includes(" limit $"))).toHaveLength(searches.length);
  });

  it("keeps the leaderboard and the reviews panel to one page too", async () => {
    const { db, statements } = withQueryLog(getDb(), kind);
    const board = await listTopMentors(db);
    expect(board).toHaveLength(50);
    expect(board.map((m) => m.rank)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const ratingsShown = board.map((m) => m.rating);
    expect(ratingsShown).toEqual([...ratingsShown].sort((a, b) => b - a));
    await listMentorReviews(db, board[0]!.id, 1);
    expect(statements.length).toBe(3);
    for (const statement of statements) expect(statement, statement).toMatch(/ limit \$\d+|where \("mentor_profiles"\."user_id" = \$1/);
  });
});

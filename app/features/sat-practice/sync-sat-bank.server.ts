import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { buildSatBank } from "~content/sat/bank";
import type { SatItem } from "~content/sat/item-schema";
import { buildMockModules } from "~content/sat/mock/mock-tests";
import { sectionOfSkill } from "~content/sat/taxonomy";
import type { Db } from "~/db/db.server";
import { satItems, settings } from "~/db/schema";
import { renderItemAnswer, renderItemPrompt } from "./render-item.server";

const BANK_HASH_SETTING = "sat_bank_hash";
// Any number that no other advisory lock in the app uses: instances starting together sync once.
const SYNC_LOCK = 726_001;

function hashOf(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

/** The row of an item, rendered to HTML; review variants are not in the bank and name their original. */
export function satItemRow(item: SatItem & { pilot?: boolean }, placement: { position: number } | { variantOf: string }) {
  return {
    id: item.id,
    subsectionId: item.subsectionId,
    subject: sectionOfSkill(item.skill),
    skill: item.skill,
    difficulty: item.difficulty,
    type: item.type,
    inBank: "position" in placement,
    position: "position" in placement ? placement.position : null,
    variantOf: "variantOf" in placement ? placement.variantOf : null,
    templateId: item.templateId ?? null,
    pilot: item.pilot ?? false,
    prompt: renderItemPrompt(item),
    answer: renderItemAnswer(item),
    source: item.source ?? null,
    contentHash: hashOf(item),
  };
}

/** The practice bank and the mock tests' modules as content/sat has them. */
export interface SatBank {
  size: number;
  hash: string;
  /** The bank's rows, rendered on the first call only: rendering takes seconds and is needed only when the bank changed. */
  rows(): ReturnType<typeof satItemRow>[];
}

export function readSatBank(): SatBank {
  const bank = [...buildSatBank(), ...buildMockModules().flatMap((m) => m.items)];
  let rows: ReturnType<typeof satItemRow>[] | undefined;
  return { size: bank.length, hash: hashOf(bank), rows: () => (rows ??= renderRows(bank)) };
}

function renderRows(bank: readonly SatItem[]) {
  const positions = new Map<string, number>();
  return bank.map((item) => {
    const position = positions.get(item.subsectionId) ?? 0;
    positions.set(item.subsectionId, position + 1);
    return satItemRow(item, { position });
  });
}

/**
 * Loads the practice bank and the mock tests' modules (each module a subsection of its own,
 * "mock-01-math-m2h") from content/sat into sat_items when they changed since the last start.
 * Items that left the bank stay (answers refer to them) but leave their subsection.
 * A caller loading one bank into several databases passes it in, to render it once.
 */
export async function syncSatBank(db: Db, bank: SatBank = readSatBank()): Promise<{ changed: boolean; items: number }> {
  const [stored] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, BANK_HASH_SETTING));
  if (stored?.value === bank.hash) return { changed: false, items: bank.size };

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK})`);
    await tx.update(satItems).set({ inBank: false, position: null }).where(eq(satItems.inBank, true));
    const rows = bank.rows();
    for (let i = 0; i < rows.length; i += 100) {
      await tx
        .insert(satItems)
        .values(rows.slice(i, i + 100))
        .onConflictDoUpdate({
          target: satItems.id,
          set: {
            subsectionId: sql`excluded.subsection_id`,
            subject: sql`excluded.subject`,
            skill: sql`excluded.skill`,
            difficulty: sql`excluded.difficulty`,
            type: sql`excluded.type`,
            inBank: sql`excluded.in_bank`,
            position: sql`excluded.position`,
            templateId: sql`excluded.template_id`,
            pilot: sql`excluded.pilot`,
            prompt: sql`excluded.prompt`,
            answer: sql`excluded.answer`,
            source: sql`excluded.source`,
            contentHash: sql`excluded.content_hash`,
            updatedAt: sql`now()`,
          },
        });
    }
    await tx
      .insert(settings)
      .values({ key: BANK_HASH_SETTING, value: bank.hash })
      .onConflictDoUpdate({ target: settings.key, set: { value: bank.hash } });
  });
  return { changed: true, items: bank.size };
}

// The blind second solve of the reading and writing items (content/sat/second-solver.ts).
//   npx tsx scripts/sat-second-solver.ts sheet english-easy > sheet.md   (or a mock module: mock-01-english-m1)
//       the subsection's items without keys or explanations, choices numbered 1-4
//   npx tsx scripts/sat-second-solver.ts record english-easy answers.json
//       answers.json: {"eng-easy-001": 3, ...} (choice numbers from the sheet); writes the records
//       to content/sat/english/second-solver/<subsection>.json and prints any disagreement with the key
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildSatBank } from "../content/sat/bank";
import type { MockForm } from "../content/sat/mock/blueprint";
import { englishModule } from "../content/sat/mock/mock-tests";
import { solverHash, type SecondSolverRecord } from "../content/sat/second-solver";

const [command, subsectionId, answersFile] = process.argv.slice(2);
const isMock = subsectionId?.startsWith("mock-") ?? false;
// A mock module is solved as soon as it is written, before the rest of its test.
const mockModule = subsectionId?.match(/^mock-(\d{2})-english-(m1|m2e|m2h)$/);
const pool = mockModule
  ? englishModule(Number(mockModule[1]), mockModule[2] as MockForm, await authoredModule(mockModule[1]!, mockModule[2]!)).items
  : isMock
    ? []
    : buildSatBank();

async function authoredModule(test: string, form: string): Promise<unknown[]> {
  const file = path.resolve("content", "sat", "mock", "english", `test-${test}-${form}.ts`);
  return ((await import(pathToFileURL(file).href)) as { items: unknown[] }).items;
}
const items = pool.filter((i) => i.subsectionId === subsectionId && !i.templateId);
if (items.length === 0) throw new Error(`no reading and writing items in ${subsectionId}`);

if (command === "sheet") {
  for (const item of items) {
    const lines = [`## ${item.id}`, ""];
    for (const p of item.passages) lines.push(p.label ? `**${p.label}**` : "", p.text, "");
    if (item.table) {
      lines.push(`Table: ${item.table.title}`, `| ${item.table.columns.join(" | ")} |`, `|${item.table.columns.map(() => "---").join("|")}|`);
      for (const row of item.table.rows) lines.push(`| ${row.join(" | ")} |`);
      lines.push("");
    }
    lines.push(item.stem, "");
    item.choices.forEach((c, i) => lines.push(`${i + 1}. ${c}`));
    console.log(lines.join("\n") + "\n");
  }
} else if (command === "record") {
  const answers = JSON.parse(readFileSync(answersFile!, "utf8")) as Record<string, number>;
  const records: SecondSolverRecord[] = [];
  for (const item of items) {
    const picked = answers[item.id];
    if (!picked || picked < 1 || picked > 4) throw new Error(`${item.id}: no answer 1-4`);
    records.push({ id: item.id, hash: solverHash(item), answer: item.choices[picked - 1]! });
    if (String(picked - 1) !== item.key) console.log(`DISAGREES: ${item.id} solver ${picked}, key ${Number(item.key) + 1}`);
  }
  const dir = isMock ? path.join("content", "sat", "mock", "english", "second-solver") : path.join("content", "sat", "english", "second-solver");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${subsectionId}.json`), JSON.stringify(records, null, 2) + "\n");
  console.log(`${records.length} records written`);
} else {
  throw new Error("usage: sheet <subsection> | record <subsection> <answers.json>");
}

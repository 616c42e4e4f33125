// Checks one reading and writing module of a mock test against the blueprint and the content rules.
//   npx tsx scripts/sat-mock-check.ts 1 m1      (content/sat/mock/english/test-01-m1.ts)
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { englishItems } from "../content/sat/english/items";
import { checkEnglishModule, printOf, type ItemPrint } from "../content/sat/mock/check-english-module";
import { mockForms, type MockForm } from "../content/sat/mock/blueprint";

const [testArg, formArg] = process.argv.slice(2);
const test = Number(testArg);
if (!Number.isInteger(test) || !mockForms.includes(formArg as MockForm)) throw new Error("usage: sat-mock-check.ts <test 1-10> <m1|m2e|m2h>");
const dir = path.join("content", "sat", "mock", "english");
const name = `test-${String(test).padStart(2, "0")}-${formArg}.ts`;

const others: ItemPrint[] = englishItems.map(printOf);
for (const file of readdirSync(dir).filter((f) => /^test-\d{2}-m(1|2e|2h)\.ts$/.test(f) && f !== name)) {
  const mod = (await import(pathToFileURL(path.resolve(dir, file)).href)) as { items: { id: string; passages: { text: string }[]; stem: string }[] };
  others.push(...mod.items.map(printOf));
}
const { items } = (await import(pathToFileURL(path.resolve(dir, name)).href)) as { items: unknown[] };
const problems = checkEnglishModule(test, formArg as MockForm, items, others);
for (const p of problems) console.log(`- ${p}`);
console.log(problems.length === 0 ? `${name}: all checks pass` : `${name}: ${problems.length} problems`);
process.exitCode = problems.length === 0 ? 0 : 1;

import { openScriptDatabase } from "./open-database";

const database = await openScriptDatabase();
await database.close();
console.log(`Migrations applied (${database.kind}).`);

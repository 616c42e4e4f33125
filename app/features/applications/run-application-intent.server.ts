import type { Db } from "~/db/db.server";
import type { ApplicationIntent } from "./application-intents";
import { createApplication } from "./create-application.server";
import { deleteApplication } from "./delete-application.server";
import { moveApplication } from "./move-application.server";
import { saveApplicationNotes } from "./save-application-notes.server";
import { updateApplication } from "./update-application.server";

/** Carries out one tracker form for the signed-in student. */
export async function runApplicationIntent(db: Db, studentId: string, intent: ApplicationIntent): Promise<{ id?: string }> {
  switch (intent.intent) {
    case "create": {
      const { intent: _, ...fields } = intent;
      return createApplication(db, studentId, fields);
    }
    case "update": {
      const { intent: _, id, ...fields } = intent;
      await updateApplication(db, studentId, id, fields);
      return { id };
    }
    case "notes":
      await saveApplicationNotes(db, studentId, intent.id, intent.notes);
      return { id: intent.id };
    case "delete":
      await deleteApplication(db, studentId, intent.id);
      return {};
    case "move":
      await moveApplication(db, studentId, { id: intent.id, afterId: intent.afterId });
      return { id: intent.id };
  }
}

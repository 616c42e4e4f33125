import type { Db } from "~/db/db.server";
import { AppError } from "~/lib/errors";
import { lockApplications, writeOrder } from "./application-order.server";

export interface ApplicationMove {
  id: string;
  /** The application it goes right after; null puts it first. */
  afterId: string | null;
}

/**
 * Moves one of the student's applications to just after another (or to the top), computed on the
 * server's current order under the list's lock, then renumbers 0..n-1. A move relative to a
 * neighbour keeps its meaning when another tab has changed the list meanwhile; a neighbour that is
 * gone is a conflict (the page reloads the list). Positions sent by a client are never used.
 */
export async function moveApplication(db: Db, studentId: string, move: ApplicationMove): Promise<{ moved: boolean }> {
  return db.transaction(async (tx) => {
    const ids = (await lockApplications(tx, studentId)).map((application) => application.id);
    if (!ids.includes(move.id)) throw new AppError("not_found");
    if (move.afterId === move.id) return { moved: false };
    const others = ids.filter((id) => id !== move.id);
    let at = 0;
    if (move.afterId !== null) {
      const anchor = others.indexOf(move.afterId);
      if (anchor < 0) throw new AppError("conflict");
      at = anchor + 1;
    }
    const order = [...others.slice(0, at), move.id, ...others.slice(at)];
    if (order.every((id, index) => id === ids[index])) return { moved: false };
    await writeOrder(tx, studentId, order);
    return { moved: true };
  });
}

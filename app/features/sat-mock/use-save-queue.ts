import { useCallback, useRef, useState } from "react";

export type SaveState = "saved" | "saving" | "failed";

/**
 * Sends the exam's autosaves to /resources/sat-mock one after another, in the order they were
 * made, so a changed answer can never be overtaken by the answer it replaced. A refusal (the
 * module's time ran out) calls `onRefused` with the server's message.
 */
export function useSaveQueue(testNumber: number, onRefused: (message: string) => void) {
  const chain = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);
  const [state, setState] = useState<SaveState>("saved");

  const save = useCallback(
    (fields: Record<string, string>) => {
      pending.current++;
      setState("saving");
      chain.current = chain.current.then(async () => {
        const body = new FormData();
        body.set("testNumber", String(testNumber));
        for (const [k, v] of Object.entries(fields)) body.set(k, v);
        try {
          const response = await fetch("/resources/sat-mock", { method: "POST", body, credentials: "same-origin" });
          if (!response.ok) {
            const answer = (await response.json().catch(() => ({}))) as { message?: string };
            setState("failed");
            onRefused(answer.message ?? "");
          }
        } catch {
          setState("failed");
        } finally {
          pending.current--;
          if (pending.current === 0) setState((s) => (s === "failed" ? s : "saved"));
        }
      });
    },
    [testNumber, onRefused],
  );
  return { save, state };
}

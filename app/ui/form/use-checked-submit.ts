import { useRef, type FormEvent } from "react";
import type { z } from "zod";

interface CheckedSubmitHandlers<T> {
  /** The form broke a rule: show the error, nothing is sent. */
  invalid(error: z.ZodError): void;
  /** The form passed, with what the schema made of it (undefined when it could not be checked):
   * clear old errors; `submit` comes next. */
  valid(data: T | undefined): void;
  /** Sends the form (a fetcher's `submit`). */
  submit(form: HTMLFormElement): Promise<void>;
}

/**
 * Props for a fetcher form checked in the browser by its zod schema before it is sent. The
 * schema's module loads when the form first gets focus (at the latest on submit), so a page with
 * a form does not bring zod with it. If the module cannot load (a dropped connection, a replaced
 * build), the form is sent unchecked: the server applies the same rules. A submit while the last
 * one is still being checked or sent is ignored.
 */
export function useCheckedSubmit<T>(loadSchema: () => Promise<z.ZodType<T>>, handlers: CheckedSubmitHandlers<T>) {
  const busy = useRef(false);
  const load = () => loadSchema().catch(() => null);

  async function checkAndSend(form: HTMLFormElement) {
    try {
      const schema = await load();
      const parsed = schema?.safeParse(Object.fromEntries(new FormData(form)));
      if (parsed && !parsed.success) {
        handlers.invalid(parsed.error);
        return;
      }
      handlers.valid(parsed?.data);
      await handlers.submit(form);
    } finally {
      busy.current = false;
    }
  }

  return {
    onFocus: () => void load(),
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      if (busy.current) return;
      busy.current = true;
      void checkAndSend(event.currentTarget);
    },
  };
}

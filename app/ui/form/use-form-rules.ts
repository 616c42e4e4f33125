import { useRef, type FormEvent } from "react";

/**
 * A navigating form's rules (its zod schemas' module), loaded when the form first gets focus, so
 * a page with a form does not bring zod with it. `check` runs in the form's onSubmit: with the
 * rules loaded it calls `run`, which may cancel the submit to show messages; before they are, it
 * holds the submit, loads them and submits again with the same button. If they cannot load (a
 * dropped connection, a replaced build), the form is sent unchecked: the action applies the same
 * rules. (`useCheckedSubmit` is the same for forms sent through a fetcher.)
 */
export function useFormRules<Rules>(loadRules: () => Promise<Rules>) {
  // undefined: not loaded yet; null: could not load.
  const rules = useRef<Rules | null | undefined>(undefined);
  const loading = useRef<Promise<void> | null>(null);
  const load = () =>
    (loading.current ??= loadRules().then(
      (loaded) => void (rules.current = loaded),
      () => void (rules.current = null),
    ));

  return {
    onFocus: () => void load(),
    check(event: FormEvent<HTMLFormElement>, run: (rules: Rules) => void) {
      if (rules.current === null) return;
      if (rules.current !== undefined) {
        run(rules.current);
        return;
      }
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void load().then(() => form.requestSubmit(submitter));
    },
  };
}

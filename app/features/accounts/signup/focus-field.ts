/** Moves focus to a form's control for `field` (marked with data-field) and brings it into view. */
export function focusField(form: HTMLFormElement | null, field: string): void {
  const target = form?.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`);
  if (!target) return;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: "center", behavior: "smooth" });
}

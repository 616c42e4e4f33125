import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { TextInput, type TextInputProps } from "~/ui/form/text-input";

/** The centred card the login, forgot-password and reset-password pages share. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-brand-950">{title}</h1>
        {subtitle ? <p className="mt-2 text-sm text-slate-600">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

const tones = {
  success: "border-emerald-200 bg-emerald-50 text-emerald-900",
  error: "border-red-200 bg-red-50 text-red-800",
  info: "border-brand-200 bg-brand-50 text-brand-900",
} as const;

/** A message box; errors are announced at once (role="alert"), the rest politely (role="status"). */
export function Notice({
  tone,
  id,
  children,
  testId,
}: {
  tone: keyof typeof tones;
  id?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      data-testid={testId}
      className={`rounded-lg border px-4 py-3 text-sm ${tones[tone]}`}
    >
      {children}
    </div>
  );
}

/** The account's email address (login, forgot password). */
export function EmailField(props: Omit<TextInputProps, "label" | "name" | "type" | "autoComplete" | "inputMode" | "required">) {
  const { t } = useTranslation("accounts");
  return <TextInput {...props} label={t("fields.email")} name="email" type="email" autoComplete="email" inputMode="email" required />;
}

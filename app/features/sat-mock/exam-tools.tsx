import * as Dialog from "@radix-ui/react-dialog";
import { Calculator, Sigma } from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { buttonClassName } from "~/ui/button-link";
import { DialogHeader, DialogPanel } from "~/ui/dialog-frame";
import type { ReferenceFormula } from "./mock-exam-page";

// The exam's tools, on the intro and in the math modules. Non-modal, so the question stays usable.
const CalculatorPanel = lazy(() => import("./calculator-panel"));

export function ReferenceDialog({ formulas }: { formulas: ReferenceFormula[] }) {
  const { t } = useTranslation("sat-mock");
  return (
    <Dialog.Root modal={false}>
      <Dialog.Trigger className={buttonClassName({ variant: "ghost", size: "sm" })}>
        <Sigma className="size-4" aria-hidden="true" />
        {t("reference.open")}
      </Dialog.Trigger>
      <DialogPanel className="max-h-[85vh] max-w-lg overflow-y-auto p-6">
        <DialogHeader title={t("reference.title")} description={t("reference.description")} closeLabel={t("reference.close")} />
        <dl className="mt-4 grid gap-3">
          {formulas.map((f) => (
            <div key={f.key} className="grid grid-cols-[10rem_1fr] items-baseline gap-3 border-b border-slate-100 pb-2">
              <dt className="text-sm font-semibold text-slate-700">{t(`reference.${f.key}`)}</dt>
              <dd className="sat-text" dangerouslySetInnerHTML={{ __html: f.html }} />
            </div>
          ))}
        </dl>
      </DialogPanel>
    </Dialog.Root>
  );
}

export function CalculatorDialog() {
  const { t } = useTranslation("sat-mock");
  return (
    <Dialog.Root modal={false}>
      <Dialog.Trigger className={buttonClassName({ variant: "ghost", size: "sm" })}>
        <Calculator className="size-4" aria-hidden="true" />
        {t("calculator.open")}
      </Dialog.Trigger>
      <DialogPanel className="max-h-[90vh] max-w-2xl overflow-y-auto p-6">
        <DialogHeader title={t("calculator.title")} description={t("calculator.description")} closeLabel={t("calculator.close")} />
        <Suspense fallback={<p className="mt-4 text-slate-600">{t("calculator.loading")}</p>}>
          <CalculatorPanel />
        </Suspense>
      </DialogPanel>
    </Dialog.Root>
  );
}

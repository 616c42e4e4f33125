import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "~/lib/i18n-react";
import { buttonClassName } from "~/ui/button-link";
import { DialogCloseButton, DialogPanel } from "~/ui/dialog-frame";

/** 'Introducing Automatic Meeting Creation' (spec §4): what connecting Google does, 'Maybe Later' or connect. */
export default function GoogleIntroDialog({ open, onOpenChange, onLater, onConnect }: { open: boolean; onOpenChange(open: boolean): void; onLater(): void; onConnect(): void }) {
  const { t } = useTranslation("google-calendar");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel aria-describedby="google-intro-text" className="max-w-md p-6" data-testid="google-intro">
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title className="text-xl font-bold text-brand-950">{t("intro.title")}</Dialog.Title>
          <DialogCloseButton label={t("intro.close")} className="-mt-1 -mr-2" />
        </div>
        <Dialog.Description id="google-intro-text" className="mt-2 text-slate-700">
          {t("intro.text")}
        </Dialog.Description>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-slate-700">
          <li>{t("intro.point1")}</li>
          <li>{t("intro.point2")}</li>
        </ul>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClassName({ variant: "outline" })} onClick={onLater}>
            {t("intro.later")}
          </button>
          <button type="button" className={buttonClassName()} onClick={onConnect}>
            {t("connect")}
          </button>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}

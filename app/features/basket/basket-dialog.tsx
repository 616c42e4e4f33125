import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useLocation, useNavigate } from "react-router";
import { REDIRECT_AFTER_LOGIN_KEY, writeStorage } from "~/lib/browser-storage";
import { useViewer } from "~/lib/use-user";
import { ButtonLink } from "~/ui/button-link";
import { DialogCloseButton, DialogPanel } from "~/ui/dialog-frame";
import { BasketPanel, slotKey } from "./basket-panel";
import type { BasketItem } from "~/features/booking/checkout-request";
import { clearBasket, removeFromBasket, useBasket } from "./basket-store";
import { apiMessage, goToPayment, startCheckout } from "~/features/booking/start-checkout";

/**
 * The basket: its items, the discount, and checkout. Loaded only once a visitor opens it
 * (basket-button.tsx), so pages do not ship the dialog and the checkout code before they are used.
 */
export default function BasketDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("basket");
  const items = useBasket();
  const count = items.length;
  const viewer = useViewer();
  const location = useLocation();
  const navigate = useNavigate();
  const [taken, setTaken] = useState<ReadonlySet<string>>(() => new Set());
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const toLogin = () => {
    writeStorage(REDIRECT_AFTER_LOGIN_KEY, `${location.pathname}${location.search}`);
    void navigate("/login");
  };

  const remove = (item: BasketItem) => {
    removeFromBasket(item.mentorId, item.type);
    setMessage(null);
  };

  const completePurchase = async () => {
    if (!viewer) return toLogin();
    setSubmitting(true);
    setMessage(null);
    const outcome = await startCheckout({
      type: "basket",
      items: items.map((item) => ({
        mentorId: item.mentorId,
        sessionType: item.type,
        date: item.date,
        time: item.time,
        major: item.major,
        expectations: item.expectations,
      })),
    });
    switch (outcome.kind) {
      case "redirect":
        // The meetings now exist as holds: the basket has done its job (spec §4). Nothing else is cleared.
        clearBasket();
        goToPayment(outcome.url);
        return;
      case "slot_taken":
        setTaken(new Set(outcome.slots.map(slotKey)));
        setMessage(t("someTaken"));
        break;
      case "signed_out":
        setSubmitting(false);
        return toLogin();
      case "forbidden":
        setMessage(t("messages.studentsOnly"));
        break;
      case "invalid":
        setMessage(apiMessage(Object.values(outcome.fields)[0], t) ?? t("messages.failed"));
        break;
      case "failed":
        setMessage(outcome.message ?? t("messages.failed"));
        break;
    }
    setSubmitting(false);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setMessage(null);
        onOpenChange(next);
      }}
    >
      <DialogPanel data-testid="basket-dialog" className="flex max-h-[90vh] max-w-lg flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
          <div>
            <Dialog.Title className="text-lg font-bold text-brand-950">{t("title")}</Dialog.Title>
            <Dialog.Description className="mt-0.5 text-sm text-slate-600">
              {count > 0 ? t("description", { count }) : t("emptyHint")}
            </Dialog.Description>
          </div>
          <DialogCloseButton label={t("close")} className="-mr-2" />
        </div>
        <BasketPanel
          items={items}
          taken={taken}
          submitting={submitting}
          message={message}
          onRemove={remove}
          onCompletePurchase={() => void completePurchase()}
          browseLink={
            <Dialog.Close asChild>
              <ButtonLink to="/mentors" variant="primary">
                {t("browse")}
              </ButtonLink>
            </Dialog.Close>
          }
        />
      </DialogPanel>
    </Dialog.Root>
  );
}

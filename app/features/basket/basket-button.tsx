import { ShoppingCart } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useBasket } from "./basket-store";

const loadBasketDialog = () => import("./basket-dialog");
const BasketDialog = lazy(loadBasketDialog);

/**
 * Header button with the item count; opens the basket dialog (students only: the header decides).
 * The dialog and the checkout code load when the pointer or focus reaches the button, and stay
 * mounted once opened so a marked taken slot survives closing and opening again.
 */
export function BasketButton() {
  const { t } = useTranslation("basket");
  const count = useBasket().length;
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  return (
    <>
      <button
        type="button"
        aria-label={t("open", { count })}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="basket-button"
        onPointerEnter={() => void loadBasketDialog()}
        onFocus={() => void loadBasketDialog()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-700 focus-visible:focus-ring"
      >
        <ShoppingCart className="size-5" aria-hidden="true" />
        {count > 0 && (
          <span
            data-testid="basket-count"
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-accent-400 px-1 text-xs leading-5 font-bold text-brand-950 ring-2 ring-white"
          >
            {count}
          </span>
        )}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <BasketDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

import { BookOpen, GraduationCap, MessagesSquare, PenLine, Sparkles, type LucideIcon } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { formatPrice } from "~/ui/format-price";
import { sessionPriceCents, type SessionPricing } from "./session-types";
import type { SessionType } from "~/lib/session-types";

const icons: Record<SessionType, LucideIcon> = {
  sat: BookOpen,
  essay: PenLine,
  college: GraduationCap,
  interview: MessagesSquare,
  general: Sparkles,
};

export interface SessionTypePickerProps {
  types: readonly SessionType[];
  /** Null for visitors: no prices shown. */
  prices: Pick<SessionPricing, "sessionPriceCents" | "satPriceCents"> | null;
  value: SessionType;
  onChange: (type: SessionType) => void;
  labelledBy: string;
}

/** The session types this mentor offers, each with its price (from the server); one is chosen. */
export function SessionTypePicker({ types, prices, value, onChange, labelledBy }: SessionTypePickerProps) {
  const { t, i18n } = useTranslation("booking");
  return (
    <div role="group" aria-labelledby={labelledBy} className="grid gap-3 sm:grid-cols-2" data-testid="session-types">
      {types.map((type) => {
        const Icon = icons[type];
        const pressed = type === value;
        return (
          <button
            key={type}
            type="button"
            aria-pressed={pressed}
            data-testid={`session-type-${type}`}
            onClick={() => onChange(type)}
            className={`flex items-start gap-3 rounded-xl border p-4 text-left transition-colors focus-visible:focus-ring ${
              pressed ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600" : "border-slate-200 bg-white hover:border-brand-300 hover:bg-brand-50/50"
            }`}
          >
            <span
              className={`flex size-9 shrink-0 items-center justify-center rounded-lg ${pressed ? "bg-brand-600 text-white" : "bg-brand-50 text-brand-700"}`}
            >
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex items-baseline justify-between gap-2">
                <span className="font-semibold text-slate-900">{t(`common:sessionTypes.${type}.title`)}</span>
                {prices ? (
                  <span className="shrink-0 font-bold text-brand-950" data-testid="session-price">
                    {formatPrice(sessionPriceCents(prices, type), i18n.language)}
                  </span>
                ) : null}
              </span>
              <span className="mt-1 block text-sm text-slate-600">{t(`common:sessionTypes.${type}.description`)}</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}

import { useId, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useReadyMarker } from "~/ui/use-ready-marker";
import { splitCommission } from "~/features/booking/pricing";
import { RadioGroup } from "~/ui/form/radio-group";
import { Select } from "~/ui/form/select";
import { formatCharged, formatUsd } from "~/ui/format-price";
import { priceChoices, SAT_PRICE, SESSION_PRICE, type PriceRange } from "~/lib/session-prices";
import { SaveStatus } from "./save-status";
import type { MentorPricing } from "./schedule-types";
import { useScheduleSave } from "./use-schedule-save";

export interface PricingSectionProps {
  pricing: MentorPricing & { satQualified: boolean };
}

/**
 * Session Pricing and, for mentors with an SAT score of 1500 or more, the SAT tutoring question
 * and price (spec §2, §5). Every change is saved as it is made, each control with its own
 * saving / saved / not saved line.
 */
export function PricingSection({ pricing }: PricingSectionProps) {
  const { t } = useTranslation("mentorSchedule");
  const headingId = useId();
  // Set after the controls' own effects: browser tests wait for it before they click.
  const ready = useReadyMarker<HTMLElement>();
  return (
    <section ref={ready} aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="pricing-section">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t("pricing.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("pricing.intro")}</p>
      <div className="mt-5 grid gap-6 md:grid-cols-2">
        <PriceField field="sessionPrice" range={SESSION_PRICE} initial={pricing.sessionPrice} label={t("pricing.sessionPrice")} hint={t("pricing.sessionPriceHint")} />
        {pricing.satQualified ? <SatTutoring pricing={pricing} /> : null}
      </div>
    </section>
  );
}

function SatTutoring({ pricing }: PricingSectionProps) {
  const { t } = useTranslation("mentorSchedule");
  const [offersSat, setOffersSat] = useState(pricing.offersSat);
  const [confirmed, setConfirmed] = useState(pricing.offersSat);
  const { state, save } = useScheduleSave();
  const choose = (value: "yes" | "no") => {
    const next = value === "yes";
    setOffersSat(next);
    void save({ intent: "pricing", offersSat: String(next) }).then((answer) => {
      if (answer?.pricing) setConfirmed(answer.pricing.offersSat);
    });
  };
  const shown = state.status === "failed" ? confirmed : offersSat;
  return (
    <div className="space-y-4 md:col-span-1" data-testid="sat-tutoring">
      <RadioGroup
        name="offersSat"
        legend={t("pricing.satQuestion")}
        hint={t("pricing.satQuestionHint")}
        value={shown ? "yes" : "no"}
        onChange={choose}
        options={[
          { value: "yes", label: t("pricing.satYes") },
          { value: "no", label: t("pricing.satNo") },
        ]}
      />
      <SaveStatus state={state} testId="offers-sat-status" />
      {shown ? <PriceField field="satPrice" range={SAT_PRICE} initial={pricing.satPrice} label={t("pricing.satPrice")} hint={t("pricing.satPriceHint")} /> : null}
    </div>
  );
}

interface PriceFieldProps {
  field: "sessionPrice" | "satPrice";
  range: PriceRange;
  initial: number;
  label: string;
  hint: string;
}

function PriceField({ field, range, initial, label, hint }: PriceFieldProps) {
  const { t, i18n } = useTranslation(["mentorSchedule", "common"]);
  const [value, setValue] = useState(initial);
  const [confirmed, setConfirmed] = useState(initial);
  const { state, save } = useScheduleSave();
  const change = (dollars: number) => {
    setValue(dollars);
    void save({ intent: "pricing", [field]: String(dollars) }).then((answer) => {
      if (answer?.pricing) setConfirmed(answer.pricing[field]);
    });
  };
  // A refused change shows the price that is really in force again.
  const shown = state.status === "failed" ? confirmed : value;
  const payout = splitCommission(shown * 100).mentorPayoutCents;
  return (
    <div>
      <Select
        id={`price-${field}`}
        name={field}
        label={label}
        hint={hint}
        value={String(shown)}
        onChange={(event) => change(Number(event.target.value))}
        options={priceChoices(range).map((dollars) => ({ value: String(dollars), label: formatCharged(dollars * 100, i18n.language, t) }))}
      />
      <p className="mt-1 text-sm text-slate-600">
        {t("mentorSchedule:pricing.commission", { price: formatUsd(shown * 100), payout: formatUsd(payout) })}
      </p>
      <SaveStatus state={state} testId={`${field}-status`} />
    </div>
  );
}

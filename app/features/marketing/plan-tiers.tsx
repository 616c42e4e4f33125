import { CheckCircle2 } from "lucide-react";

export interface PlanTier {
  key: string;
  name: string;
  audience: string;
  features: string[];
  recommended: boolean;
}

/** Partnership tiers side by side; prices are by conversation ('Contact for pricing'). */
export function PlanTiers({ tiers, priceLabel, recommendedLabel }: { tiers: PlanTier[]; priceLabel: string; recommendedLabel: string }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {tiers.map((tier) => (
        <li
          key={tier.key}
          data-testid={`tier-${tier.key}`}
          className={`relative flex flex-col rounded-2xl bg-white p-8 shadow-sm ${tier.recommended ? "border-2 border-brand-600 shadow-lg" : "border border-slate-200"}`}
        >
          {tier.recommended && (
            <p className="absolute -top-3 left-8 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
              {recommendedLabel}
            </p>
          )}
          <h3 className="text-xl font-bold text-brand-950">{tier.name}</h3>
          <p className="mt-2 text-slate-600">{tier.audience}</p>
          <p className="mt-6 text-2xl font-extrabold text-brand-700">{priceLabel}</p>
          <ul className="mt-6 space-y-3">
            {tier.features.map((feature) => (
              <li key={feature} className="flex gap-2 text-slate-700">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

import { Clock4, Languages, UsersRound, Wallet } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { SectionHeading } from "~/ui/section-heading";

const POINTS = [
  { key: "time", Icon: Clock4 },
  { key: "pay", Icon: Wallet },
  { key: "parents", Icon: UsersRound },
  { key: "language", Icon: Languages },
] as const;

/** Reassurance for families in China (Chinese only): Beijing time, WeChat Pay/Alipay, parents. */
export function TrustZhSection() {
  const { t } = useTranslation("home");
  return (
    <section data-testid="home-trust-zh" aria-labelledby="home-trust-zh-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="home-trust-zh-title"
          eyebrow={t("trustZh.eyebrow")}
          title={t("trustZh.title")}
          subtitle={t("trustZh.subtitle")}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2">
          {POINTS.map(({ key, Icon }) => (
            <li key={key} className="flex gap-5 rounded-2xl border border-slate-200 bg-slate-50 p-7">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-bold text-brand-950">{t(`trustZh.${key}.title`)}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{t(`trustZh.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

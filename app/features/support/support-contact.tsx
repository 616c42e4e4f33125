import { Clock, Mail } from "lucide-react";
import { useRootData } from "~/lib/use-user";

/** The support address and hours (spec §9: Mon-Fri 9-5 EST), in the page's words. */
export function SupportContact({ title, body, emailLabel, hoursLabel, hours }: { title: string; body: string; emailLabel: string; hoursLabel: string; hours: string }) {
  const { contactEmail } = useRootData();
  return (
    <section aria-labelledby="support-contact-title" className="rounded-2xl bg-brand-950 p-8 text-white">
      <h2 id="support-contact-title" className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-3 text-slate-300">{body}</p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="flex items-start gap-3">
          <Mail className="mt-0.5 size-5 text-accent-300" aria-hidden="true" />
          <div>
            <dt className="text-sm text-slate-300">{emailLabel}</dt>
            <dd>
              <a href={`mailto:${contactEmail}`} className="rounded font-semibold text-white underline-offset-2 hover:underline focus-visible:focus-ring focus-ring-accent-300" data-testid="support-email">
                {contactEmail}
              </a>
            </dd>
          </div>
        </div>
        <div className="flex items-start gap-3">
          <Clock className="mt-0.5 size-5 text-accent-300" aria-hidden="true" />
          <div>
            <dt className="text-sm text-slate-300">{hoursLabel}</dt>
            <dd className="font-semibold">{hours}</dd>
          </div>
        </div>
      </dl>
    </section>
  );
}

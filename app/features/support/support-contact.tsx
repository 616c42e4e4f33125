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
        <div>
          <dt className="flex items-center gap-2 text-sm text-slate-300">
            <Mail className="size-5 text-accent-300" aria-hidden="true" />
            {emailLabel}
          </dt>
          <dd className="mt-1 pl-7">
            <a href={`mailto:${contactEmail}`} className="rounded font-semibold text-white underline-offset-2 hover:underline focus-visible:focus-ring focus-ring-accent-300" data-testid="support-email">
              {contactEmail}
            </a>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-sm text-slate-300">
            <Clock className="size-5 text-accent-300" aria-hidden="true" />
            {hoursLabel}
          </dt>
          <dd className="mt-1 pl-7 font-semibold">{hours}</dd>
        </div>
      </dl>
    </section>
  );
}

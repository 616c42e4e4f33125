import { DarkHero } from "~/ui/dark-hero";

/** A support centre's opening band: its one h1 and a sentence under it. */
export function SupportHero({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <DarkHero labelledBy={id}>
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h1 id={id} className="text-4xl font-extrabold tracking-tight sm:text-5xl">
          {title}
        </h1>
        <p className="mt-5 text-lg text-slate-300">{subtitle}</p>
      </div>
    </DarkHero>
  );
}

import { Pause, Play } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import type { University } from "~content/universities";
import { UniversityMark } from "~/ui/university-mark";
import { WhenVisible } from "~/ui/when-visible";

/** A continuously scrolling strip of the universities our mentors attend (hidden in Chinese by the home page). */
export function UniversityStrip({ schools }: { schools: University[] }) {
  const { t } = useTranslation("home");
  const [paused, setPaused] = useState(false);

  return (
    <section
      data-testid="home-university-strip"
      aria-labelledby="home-universities-title"
      className="overflow-hidden border-y border-slate-200 bg-white py-16"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 sm:flex-row sm:items-end sm:justify-between sm:px-6 lg:px-8">
        <div>
          <h2 id="home-universities-title" className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
            {t("universities.title")}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-600">{t("universities.subtitle")}</p>
        </div>
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          className="inline-flex h-10 shrink-0 items-center gap-2 self-start rounded-lg border border-slate-200 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:focus-ring motion-reduce:hidden sm:self-auto"
        >
          {paused ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
          {paused ? t("universities.play") : t("universities.pause")}
        </button>
      </div>

      <div className="group relative mt-10 [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)] motion-reduce:[mask-image:none]">
        <div
          className={`flex w-max animate-marquee group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none motion-reduce:flex-wrap motion-reduce:justify-center ${
            paused ? "[animation-play-state:paused]" : ""
          }`}
        >
          <StripList schools={schools} label={t("universities.listLabel")} />
          {/* The copy makes the loop seamless; assistive technology reads the list once. It is
              added in the browser as the strip nears the screen: 96 of the home page's 752
              elements and 10 KB of its HTML, all below the fold (decision 0022). With reduced
              motion the strip is a wrapped list and its box is hidden, so the copy never comes. */}
          <WhenVisible className="shrink-0 motion-reduce:hidden">
            <StripList schools={schools} hidden />
          </WhenVisible>
        </div>
      </div>
    </section>
  );
}

function StripList({ schools, label, hidden = false }: { schools: University[]; label?: string; hidden?: boolean }) {
  return (
    <ul
      aria-label={label}
      aria-hidden={hidden || undefined}
      className="flex shrink-0 items-center gap-4 pr-4 motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:px-4"
    >
      {schools.map((u) => (
        <li
          key={u.id}
          className="flex w-64 shrink-0 items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm"
        >
          <UniversityMark university={u} label="" size={40} lazy className="shrink-0" />
          <span className="text-sm leading-snug font-medium text-slate-800">{u.en}</span>
        </li>
      ))}
    </ul>
  );
}

import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { findMajor } from "~content/majors";
import { findUniversity } from "~content/universities";
import { PersonPhoto } from "~/ui/person-photo";
import type { SiteSearchResults } from "./search-site.server";

export function SearchResults({ query, results }: { query: string; results: SiteSearchResults }) {
  const { t, i18n } = useTranslation("search");
  const zh = i18n.language === "zh";
  const nothing = query && results.mentors.length === 0 && results.posts.length === 0;
  return (
    <section className="mx-auto max-w-5xl px-6 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{query ? t("titleFor", { query }) : t("title")}</h1>
      <Form method="get" role="search" className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="site-search" className="sr-only">
          {t("label")}
        </label>
        <input
          id="site-search"
          name="q"
          type="search"
          defaultValue={query}
          placeholder={t("placeholder")}
          className="w-full rounded-md border border-slate-300 px-3 py-2 focus:outline-2 focus:outline-indigo-600"
        />
        <button type="submit" className="rounded-md bg-indigo-700 px-4 py-2 font-medium text-white hover:bg-indigo-800">
          {t("submit")}
        </button>
      </Form>
      {nothing ? <p className="mt-10 text-slate-600">{t("empty")}</p> : null}
      {results.mentors.length > 0 ? (
        <div className="mt-10">
          <h2 className="text-xl font-semibold text-slate-900">{t("mentors")}</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {results.mentors.map((m) => {
              const college = findUniversity(m.college);
              const major = findMajor(m.major);
              return (
                <li key={m.id}>
                  <Link
                    to={`/schedule-meeting/${m.id}`}
                    className="flex items-center gap-4 rounded-lg border border-slate-200 p-4 hover:border-indigo-300 hover:shadow-sm"
                  >
                    <PersonPhoto photoId={m.photoId} size={48} className="h-12 w-12 rounded-full object-cover" />
                    <span>
                      <span className="block font-medium text-slate-900">{m.name}</span>
                      <span className="block text-sm text-slate-600">
                        {(zh ? college?.zh : college?.en) ?? m.college} · {(zh ? major?.zh : major?.en) ?? m.major}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {results.posts.length > 0 ? (
        <div className="mt-10">
          <h2 className="text-xl font-semibold text-slate-900">{t("posts")}</h2>
          <ul className="mt-4 space-y-4">
            {results.posts.map((p) => (
              <li key={p.slug}>
                <Link to={`/blog/${p.slug}`} className="block rounded-lg border border-slate-200 p-4 hover:border-indigo-300">
                  <span className="text-xs font-medium uppercase tracking-wide text-indigo-700">{p.category}</span>
                  <span className="mt-1 block font-medium text-slate-900">{p.title}</span>
                  <span className="mt-1 block text-sm text-slate-600">{p.excerpt}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Form, Link } from "react-router";
import { findMajor } from "~content/majors";
import { findUniversity } from "~content/universities";
import { PersonPhoto } from "~/ui/person-photo";
import type { SiteSearchResults } from "./search-site.server";

const cardClass = "block rounded-lg border border-slate-200 p-4 hover:border-indigo-300 hover:shadow-sm focus-visible:focus-ring";

/** One group of results under its own heading, announced with its count. */
function ResultGroup({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  const { t } = useTranslation("search");
  if (count === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {title} <span className="text-base font-normal text-slate-600">({t("resultCount", { count })})</span>
      </h2>
      {children}
    </section>
  );
}

export function SearchResults({ query, results }: { query: string; results: SiteSearchResults }) {
  const { t, i18n } = useTranslation("search");
  const zh = i18n.language === "zh";
  const total = results.mentors.length + results.posts.length + results.pages.length + results.answers.length;
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
      {query ? (
        <p role="status" className="mt-6 text-slate-700">
          {total === 0 ? t("empty") : t("resultCount", { count: total })}
        </p>
      ) : null}
      <ResultGroup id="pages" title={t("pages")} count={results.pages.length}>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {results.pages.map((page) => (
            <li key={page.id}>
              <Link to={page.path} className={cardClass}>
                <span className="block font-medium text-slate-900">{page.name}</span>
                <span className="mt-1 block text-sm text-slate-600">{page.snippet}</span>
              </Link>
            </li>
          ))}
        </ul>
      </ResultGroup>
      <ResultGroup id="answers" title={t("answers")} count={results.answers.length}>
        <ul className="mt-4 space-y-4">
          {results.answers.map((answer) => (
            <li key={answer.path}>
              <Link to={answer.path} className={cardClass}>
                <span className="text-xs font-medium uppercase tracking-wide text-indigo-700">{t("onPage", { page: answer.pageName })}</span>
                <span className="mt-1 block font-medium text-slate-900">{answer.question}</span>
                <span className="mt-1 block text-sm text-slate-600">{answer.snippet}</span>
              </Link>
            </li>
          ))}
        </ul>
      </ResultGroup>
      <ResultGroup id="mentors" title={t("mentors")} count={results.mentors.length}>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {results.mentors.map((m) => {
            const college = findUniversity(m.college);
            const major = findMajor(m.major);
            return (
              <li key={m.id}>
                <Link to={`/schedule-meeting/${m.id}`} className={`flex items-center gap-4 ${cardClass}`}>
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
      </ResultGroup>
      <ResultGroup id="posts" title={t("posts")} count={results.posts.length}>
        <ul className="mt-4 space-y-4">
          {results.posts.map((p) => (
            <li key={p.slug}>
              <Link to={`/blog/${encodeURIComponent(p.slug)}`} className={cardClass}>
                <span className="text-xs font-medium uppercase tracking-wide text-indigo-700">{p.category}</span>
                <span className="mt-1 block font-medium text-slate-900">{p.title}</span>
                <span className="mt-1 block text-sm text-slate-600">{p.excerpt}</span>
              </Link>
            </li>
          ))}
        </ul>
      </ResultGroup>
    </section>
  );
}

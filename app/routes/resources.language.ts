import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/resources.language";
import { getServices, localeContext } from "~/lib/app-context.server";
import { jsonError } from "~/lib/error-response.server";
import { safeRedirectPath } from "~/lib/guards.server";
import { supportedLocales } from "~/lib/i18n";
import { languageCookie } from "~/lib/language.server";
import { pathInLanguage } from "~/lib/page-url";
import { getSessionUser } from "~/lib/session.server";
import { saveUserLocale } from "~/lib/user-locale.server";

const languageForm = z.object({
  locale: z.enum(supportedLocales),
  redirectTo: z.string().max(2000).optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = languageForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ errors: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  const { locale, redirectTo } = parsed.data;

  // Signed-in users also get their emails in the chosen language.
  const user = await getSessionUser({ request, context });
  if (user) await saveUserLocale(getServices(context).db, user.id, locale);

  const secure = new URL(getServices(context).config.appUrl).protocol === "https:";
  // Back to the same page at the chosen language's URL: a ?lang=zh left on it would keep it Chinese.
  return redirect(pathInLanguage(safeRedirectPath(redirectTo), locale), { headers: { "Set-Cookie": languageCookie(locale, secure) } });
}

// POST only: the page forms post here. Without a loader React Router answers a GET with 400 and logs a stack trace.
export function loader({ context }: Route.LoaderArgs) {
  return jsonError("method_not_allowed", { locale: context.get(localeContext), headers: { Allow: "POST" } });
}

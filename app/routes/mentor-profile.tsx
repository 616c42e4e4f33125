import { useTranslation } from "~/lib/i18n-react";
import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/mentor-profile";
import { invalidFields, refused, tooLarge, unreadableForm } from "~/features/accounts/form-responses.server";
import { REQUEST_MAX_BYTES } from "~/features/accounts/signup-fields";
import type { FormResult } from "~/features/accounts/signup/form-result";
import { getMentorProfile } from "~/features/mentor-profile/get-mentor-profile.server";
import { MentorProfileForm } from "~/features/mentor-profile/mentor-profile-form";
import { ProfileMissing } from "~/features/mentor-profile/profile-missing";
import { mentorProfileUpdateSchema, profileUpdateFormValues } from "~/features/mentor-profile/profile-update-schema";
import { updateMentorProfile } from "~/features/mentor-profile/update-mentor-profile.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { AppError, isAppError } from "~/lib/errors";
import { requireRole } from "~/lib/guards.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { PayloadTooLargeError, readFormDataWithin } from "~/lib/read-body.server";

const MENTOR_DASHBOARD = "/mentor-dashboard";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "mentor");
  const profile = await getMentorProfile(getServices(args.context).db, user.id);
  // The form shares the sign-up's fields and their messages (signup:errors).
  return { profile, strings: pageStrings(args.context.get(localeContext), "mentor-profile", "signup") };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireRole(args, "mentor");
  const { db, sharedReads, logger } = getServices(args.context);

  // A save may decode an image: a generous but finite budget per mentor.
  const budget = await consumeRateLimit(db, `mentor-profile-update:${user.id}`, { window: 60 * 60, max: 30 });
  if (!budget.allowed) return refused(new AppError("too_many_requests", { retryAfter: budget.retryAfter }));

  let formData: FormData;
  try {
    formData = await readFormDataWithin(args.request, REQUEST_MAX_BYTES);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return tooLarge(error);
    return unreadableForm();
  }
  const parsed = mentorProfileUpdateSchema.safeParse(profileUpdateFormValues(formData));
  if (!parsed.success) return invalidFields(parsed.error);
  const { picture, ...fields } = parsed.data;

  try {
    await updateMentorProfile(db, {
      mentorId: user.id,
      fields,
      ...(picture ? { picture: new Uint8Array(await picture.arrayBuffer()) } : {}),
    });
  } catch (error) {
    if (isAppError(error)) return refused(error);
    logger.error({ err: error }, "updating a mentor profile failed");
    return data<FormResult>({ formError: { message: "mentor-profile:saveFailed" } }, { status: 500 });
  }
  // The mentor list and the leaderboard show the change at once, not when shared answers expire.
  sharedReads.clear();
  return redirect(MENTOR_DASHBOARD);
}

export default function MentorProfile({ loaderData, actionData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("mentor-profile");
  return (
    <>
      <title>{`${t("metaTitle")} | Unibridge`}</title>
      <meta name="robots" content="noindex" />
      {loaderData.profile ? <MentorProfileForm profile={loaderData.profile} result={actionData} /> : <ProfileMissing />}
    </>
  );
}

/**
 * Spec §8: 'Failed to load profile. Please try again.' when the page cannot be read. Its loader
 * failed, so the page's strings never came: its own are bundled, with the other error pages'.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("errors");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="mx-auto max-w-xl px-6 py-16 text-center" role="alert">
      <title>{`${t("page.mentorProfile.title")} | Unibridge`}</title>
      <p className="text-5xl font-bold text-slate-300">{status}</p>
      <p className="mt-4 text-lg text-slate-800">{t("page.mentorProfile.body")}</p>
      <a href="/mentor-profile" className="mt-8 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 focus-visible:focus-ring">
        {t("page.mentorProfile.retry")}
      </a>
    </section>
  );
}

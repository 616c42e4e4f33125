import { useTranslation } from "~/lib/i18n-react";
import { redirect } from "react-router";
import type { Route } from "./+types/create-mentor-profile";
import { addMentorProfile, hasMentorProfile } from "~/features/accounts/create-mentor-profile.server";
import { invalidFields, refused, tooLarge, unreadableForm } from "~/features/accounts/form-responses.server";
import { PayloadTooLargeError, readFormDataWithin } from "~/lib/read-body.server";
import { CreateMentorProfileForm } from "~/features/accounts/signup/create-mentor-profile-form";
import { REQUEST_MAX_BYTES, signUpFormValues } from "~/features/accounts/signup-fields";
import { mentorProfileSchema } from "~/features/accounts/signup-schemas";
import { getServices, localeContext } from "~/lib/app-context.server";
import { AppError, isAppError } from "~/lib/errors";
import { requireRole } from "~/lib/guards.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { consumeRateLimit } from "~/lib/rate-limit.server";

const MENTOR_DASHBOARD = "/mentor-dashboard";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "mentor");
  if (await hasMentorProfile(getServices(args.context).db, user.id)) throw redirect(MENTOR_DASHBOARD);
  return { strings: pageStrings(args.context.get(localeContext), "signup") };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireRole(args, "mentor");
  const { db, sharedReads } = getServices(args.context);
  if (await hasMentorProfile(db, user.id)) throw redirect(MENTOR_DASHBOARD);

  // Each attempt decodes an image: a signed-in mentor gets a generous but finite budget.
  const budget = await consumeRateLimit(db, `mentor-profile:${user.id}`, { window: 60 * 60, max: 20 });
  if (!budget.allowed) return refused(new AppError("too_many_requests", { retryAfter: budget.retryAfter }));

  let formData: FormData;
  try {
    formData = await readFormDataWithin(args.request, REQUEST_MAX_BYTES);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return tooLarge(error);
    return unreadableForm();
  }
  const parsed = mentorProfileSchema.safeParse(signUpFormValues(formData));
  if (!parsed.success) return invalidFields(parsed.error);
  const { picture, ...fields } = parsed.data;

  try {
    await addMentorProfile(db, { userId: user.id, fields, picture: new Uint8Array(await picture.arrayBuffer()) });
  } catch (error) {
    if (isAppError(error) && error.code === "mentor_profile_exists") throw redirect(MENTOR_DASHBOARD);
    if (isAppError(error)) return refused(error);
    throw error;
  }
  // The new mentor shows in lists at once, rather than when the shared answers expire.
  sharedReads.clear();
  return redirect(MENTOR_DASHBOARD);
}

export default function CreateMentorProfile({ loaderData, actionData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("signup");
  return (
    <>
      <title>{t("createProfile.metaTitle")}</title>
      <meta name="robots" content="noindex" />
      <CreateMentorProfileForm result={actionData} />
    </>
  );
}

import { useTranslation } from "~/lib/i18n-react";
import { redirect } from "react-router";
import type { Route } from "./+types/signup";
import { invalidFields, refused, tooLarge, unreadableForm } from "~/features/accounts/form-responses.server";
import { PayloadTooLargeError, readFormDataWithin } from "~/lib/read-body.server";
import { signUp, type SignUpInput } from "~/features/accounts/sign-up.server";
import { SignUpForm } from "~/features/accounts/signup/signup-form";
import { REQUEST_MAX_BYTES, signUpFormValues } from "~/features/accounts/signup-fields";
import { mentorSignUpSchema, roleSchema, studentSignUpSchema } from "~/features/accounts/signup-schemas";
import { getServices, localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { isAppError } from "~/lib/errors";
import { dashboardPathFor } from "~/lib/guards.server";
import { getSessionUser } from "~/lib/session.server";
import { clientIpOf } from "~/lib/sign-in-limits.server";
import { sitePageText } from "~/features/seo/site-page-names.server";
import { PageMeta } from "~/ui/page-meta";

export async function loader(args: Route.LoaderArgs) {
  const user = await getSessionUser(args);
  if (user) throw redirect(dashboardPathFor(user.role));
  const locale = args.context.get(localeContext);
  return { description: sitePageText(locale, "signup").description, strings: pageStrings(locale, "signup") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  let formData: FormData;
  try {
    formData = await readFormDataWithin(request, REQUEST_MAX_BYTES);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return tooLarge(error);
    return unreadableForm();
  }

  const values = signUpFormValues(formData);
  const role = roleSchema.safeParse(values);
  if (!role.success) return invalidFields(role.error);
  let input: SignUpInput;
  if (role.data.role === "mentor") {
    const parsed = mentorSignUpSchema.safeParse(values);
    if (!parsed.success) return invalidFields(parsed.error);
    const { role: _role, picture, name, email, password, ...profile } = parsed.data;
    input = { role: "mentor", name, email, password, profile, picture: new Uint8Array(await picture.arrayBuffer()) };
  } else {
    const parsed = studentSignUpSchema.safeParse(values);
    if (!parsed.success) return invalidFields(parsed.error);
    input = parsed.data;
  }

  try {
    const result = await signUp(services, input, {
      locale: context.get(localeContext),
      clientIp: clientIpOf(request.headers),
    });
    if (result.verificationError) {
      // The account exists; the user can ask for a new link from the login page.
      services.logger.warn({ err: result.verificationError, userId: result.userId }, "Sign-up could not send the verification email");
    }
    return redirect(`/verify-email?email=${encodeURIComponent(result.email)}`);
  } catch (error) {
    if (isAppError(error)) return refused(error);
    throw error;
  }
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("signup");
  return (
    <>
      <PageMeta title={t("metaTitle")} description={loaderData.description} path="/signup" />
      <SignUpForm result={actionData} />
    </>
  );
}

import type { Route } from "./+types/resources.leads";
import { captureLead } from "~/features/leads/capture-lead.server";
import { HONEYPOT_FIELD } from "~/features/leads/honeypot";
import { leadCaptureSchema } from "~/features/leads/lead-fields";
import { getServices, localeContext } from "~/lib/app-context.server";
import { jsonError, jsonFailure } from "~/lib/error-response.server";
import { serverPageT } from "~/lib/page-strings.server";
import { PayloadTooLargeError, readFormDataWithin } from "~/lib/read-body.server";
import { clientIpOf } from "~/lib/sign-in-limits.server";

// POST /resources/leads (email, source, page, and the honeypot): a visitor leaves their address
// on a lead form (<LeadCaptureForm>). Open to everyone; JSON answers in the visitor's language.

const MAX_LEAD_BYTES = 4 * 1024;
const noStore = { "Cache-Control": "no-store" };

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const locale = context.get(localeContext);
  if (request.method !== "POST") return methodNotAllowed();
  let form: FormData;
  try {
    form = await readFormDataWithin(request, MAX_LEAD_BYTES);
  } catch (error) {
    return jsonError(error instanceof PayloadTooLargeError ? "payload_too_large" : "bad_request", { locale, headers: noStore });
  }
  const parsed = leadCaptureSchema.safeParse({ email: form.get("email") ?? "", source: form.get("source"), page: form.get("page") });
  if (!parsed.success) {
    const emailIssue = parsed.error.issues.find((issue) => issue.path[0] === "email");
    const fields = emailIssue ? { email: serverPageT(locale, "leads")(emailIssue.message) } : {};
    return jsonError("invalid_request", { locale, extra: { fields }, headers: noStore });
  }
  try {
    const honeypot = form.get(HONEYPOT_FIELD);
    await captureLead(services.db, { ...parsed.data, honeypot: typeof honeypot === "string" ? honeypot : null }, {
      clientIp: clientIpOf(request.headers),
      now: services.clock.now(),
    });
    return Response.json({ ok: true }, { headers: noStore });
  } catch (error) {
    return jsonFailure(error, { locale, logger: services.logger, what: "capturing a lead failed", headers: noStore });
  }
}

// Without a loader React Router answers a GET with 400 and logs a stack trace.
export function loader() {
  return methodNotAllowed();
}

function methodNotAllowed() {
  return jsonError("method_not_allowed", { headers: { ...noStore, Allow: "POST" } });
}

import { useTranslation } from "~/lib/i18n-react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/sat-practice";
import { readPracticeCatalogue } from "~/features/sat-practice/read-practice-catalogue.server";
import { readProgress } from "~/features/sat-practice/read-progress.server";
import type { PracticeSubject } from "~/features/sat-practice/practice-subject";
import { readSatAccess } from "~/features/sat-practice/read-sat-access.server";
import { listMockAttempts } from "~/features/sat-mock/list-mock-attempts.server";
import { MockExamsTab } from "~/features/sat-mock/mock-exams-tab";
import { MockResults } from "~/features/sat-mock/mock-results";
import { readWrittenMockTests } from "~/features/sat-mock/mock-access.server";
import { mockTestCards } from "~/features/sat-mock/read-mock-tests.server";
import { practiceTabs, SatPracticePage, type PracticeTab } from "~/features/sat-practice/sat-practice-page";
import { createCheckout } from "~/features/booking/create-checkout.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { errorMessageKey, isAppError } from "~/lib/errors";
import { requireRole } from "~/lib/guards.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { US_EASTERN } from "~/lib/time-zone";
import { PageMeta } from "~/ui/page-meta";

// Students only (route table); a visitor signs in and comes back here.
export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "student");
  const { db, clock } = getServices(args.context);
  const url = new URL(args.request.url);
  const tabParam = url.searchParams.get("tab");
  const tab: PracticeTab = practiceTabs.includes(tabParam as PracticeTab) ? (tabParam as PracticeTab) : "bank";
  const subjectParam = url.searchParams.get("subject");
  const subject: PracticeSubject | null = subjectParam === "math" || subjectParam === "english" ? subjectParam : null;
  const [catalogue, progress, satAccess, mockAttempts, writtenTests] = await Promise.all([
    tab === "bank" ? readPracticeCatalogue(db, user.id) : Promise.resolve([]),
    tab === "progress" ? readProgress(db, { userId: user.id, subject, now: clock.now() }) : Promise.resolve(null),
    readSatAccess(db, user.id),
    tab === "bank" ? Promise.resolve([]) : listMockAttempts(db, user.id),
    tab === "mock" ? readWrittenMockTests(db) : Promise.resolve([]),
  ]);
  const locale = args.context.get(localeContext);
  return {
    tab,
    catalogue,
    progress,
    subject,
    mockTests: tab === "mock" ? mockTestCards(satAccess, mockAttempts, writtenTests) : [],
    satAccess,
    mockAttempts: tab === "progress" && subject !== "english" && subject !== "math" ? mockAttempts : [],
    timeZone: user.timeZone ?? US_EASTERN,
    strings: tab === "bank" ? pageStrings(locale, "sat-practice") : pageStrings(locale, "sat-practice", "sat-mock"),
  };
}

// Unlock: the mock exams' purchase through the same checkout and gateway as sessions ($99, priced
// on the server); the student goes on to the payment page.
export async function action(args: Route.ActionArgs) {
  const user = await requireRole(args, "student");
  const { db, paymentGateway, config } = getServices(args.context);
  const form = await args.request.formData();
  if (form.get("intent") !== "unlock") return data({ error: errorMessageKey("invalid_request") }, { status: 400 });
  try {
    const { url } = await createCheckout(db, {
      student: { id: user.id, email: user.email },
      request: { type: "mock" },
      gateway: paymentGateway,
      appUrl: config.appUrl,
      locale: args.context.get(localeContext),
    });
    return redirect(url);
  } catch (error) {
    if (isAppError(error)) return data({ error: errorMessageKey(error.code) }, { status: error.status });
    throw error;
  }
}

export default function SatPractice({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("sat-practice");
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} path="/sat-practice" noindex />
      <SatPracticePage
        {...loaderData}
        mockTab={<MockExamsTab tests={loaderData.mockTests} satAccess={loaderData.satAccess} />}
        mockResults={loaderData.subject ? null : <MockResults attempts={loaderData.mockAttempts} timeZone={loaderData.timeZone} />}
      />
    </>
  );
}

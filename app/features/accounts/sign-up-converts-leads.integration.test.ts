import { beforeEach, expect, it } from "vitest";
import { leads, rateLimits } from "~/db/schema";
import { captureLead } from "~/features/leads/capture-lead.server";
import { TEST_PASSWORD, testServices, uniqueEmail } from "~/test/test-services";
import { describeEachDb } from "~/test/test-database";
import { signUp } from "./sign-up.server";

let ipCounter = 0;
const freshIp = () => `198.51.100.${(ipCounter += 1)}`;

describeEachDb("sign-up and leads", (getDb) => {
  beforeEach(async () => {
    await getDb().delete(leads);
    await getDb().delete(rateLimits);
  });

  const rows = () => getDb().select().from(leads);

  it("marks every lead of an address converted when that address signs up (any letter case)", async () => {
    const email = uniqueEmail("convert");
    const other = uniqueEmail("stays");
    await captureLead(getDb(), { email: email.toUpperCase(), source: "home-cta", page: "/" }, { clientIp: freshIp() });
    await captureLead(getDb(), { email, source: "blog-post", page: "/blog/x" }, { clientIp: freshIp() });
    await captureLead(getDb(), { email: other, source: "home-cta", page: "/" }, { clientIp: freshIp() });
    await signUp(testServices(getDb()), { role: "student", name: "Lan Chen", email: email.replace("convert", "Convert"), password: TEST_PASSWORD }, { locale: "en", clientIp: freshIp() });
    const byEmail = Object.fromEntries((await rows()).map((lead) => [`${lead.email.toLowerCase()} ${lead.source}`, lead.converted]));
    expect(byEmail).toEqual({ [`${email} home-cta`]: true, [`${email} blog-post`]: true, [`${other} home-cta`]: false });
  });

});

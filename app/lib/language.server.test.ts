import { describe, expect, it } from "vitest";
import { localeFromRequest } from "./language.server";

describe("localeFromRequest", () => {
  it("takes ?lang before the cookie, and the cookie before the default", () => {
    const withCookie = (url: string) => new Request(url, { headers: { cookie: "lang=zh" } });
    expect(localeFromRequest(withCookie("http://x.test/blog?lang=en"))).toBe("en");
    expect(localeFromRequest(withCookie("http://x.test/blog"))).toBe("zh");
    expect(localeFromRequest(new Request("http://x.test/blog?lang=zh"))).toBe("zh");
    expect(localeFromRequest(new Request("http://x.test/blog?lang=fr"))).toBe("en");
  });
});

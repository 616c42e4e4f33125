import { RouterContextProvider, type RouterContext } from "react-router";
import { describe, expect, it } from "vitest";
import { servicesContext, type AppServices } from "./app-context.server";
import { localeFromRequest, rememberUrlLanguage } from "./language.server";

describe("localeFromRequest", () => {
  it("takes ?lang before the cookie, and the cookie before the default", () => {
    const withCookie = (url: string) => new Request(url, { headers: { cookie: "lang=zh" } });
    expect(localeFromRequest(withCookie("http://x.test/blog?lang=en"))).toBe("en");
    expect(localeFromRequest(withCookie("http://x.test/blog"))).toBe("zh");
    expect(localeFromRequest(new Request("http://x.test/blog?lang=zh"))).toBe("zh");
    expect(localeFromRequest(new Request("http://x.test/blog?lang=fr"))).toBe("en");
  });
});

describe("rememberUrlLanguage", () => {
  const context = new RouterContextProvider(
    new Map<RouterContext, unknown>([[servicesContext, { config: { appUrl: "https://unibridge.example" } } as AppServices]]),
  );
  async function visit(url: string, cookie?: string, answer = new Response("page")) {
    const request = new Request(url, { headers: cookie ? { cookie } : {} });
    const response = await rememberUrlLanguage({ request, context, params: {}, unstable_pattern: "/" } as never, async () => answer);
    return (response as Response).headers.getSetCookie();
  }

  it("remembers the language a ?lang URL names, so the page's plain links keep it", async () => {
    expect(await visit("https://unibridge.example/mentors?lang=zh")).toEqual([expect.stringMatching(/^lang=zh;.*Secure/)]);
    expect(await visit("https://unibridge.example/mentors?lang=en", "lang=zh")).toEqual([expect.stringMatching(/^lang=en;/)]);
  });

  it("sets nothing when the URL names no language or the cookie already says it", async () => {
    expect(await visit("https://unibridge.example/mentors", "lang=en")).toEqual([]);
    expect(await visit("https://unibridge.example/mentors?lang=fr")).toEqual([]);
    expect(await visit("https://unibridge.example/mentors?lang=zh", "lang=zh")).toEqual([]);
  });
});

import { expect, it } from "vitest";
import { renderPage } from "~/test/render-page";
import { SignInLinkPage } from "./sign-in-link-page";

const token = "t".repeat(43);

it("asks the owner to confirm with a button that posts the token, signing nobody in on opening", () => {
  const html = renderPage(<SignInLinkPage token={token} failure={null} />, { path: "/sign-in-link", url: `/sign-in-link?token=${token}`, pageNamespaces: ["login"] });
  expect(html).toContain("Sign in with your email link");
  expect(html).toMatch(/<form[^>]*method="post"/);
  expect(html).toContain(`name="token" value="${token}"`);
  expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Sign in<\/button>/);
});

it("says a used or expired link cannot be used, in the reader's language", () => {
  expect(renderPage(<SignInLinkPage token={token} failure="invalid" />, { pageNamespaces: ["login"] })).toContain("This sign-in link has already been used or has expired.");
  expect(renderPage(<SignInLinkPage token={null} failure={null} />, { locale: "zh", pageNamespaces: ["login"] })).toContain("此登录链接已被使用或已过期。");
  expect(renderPage(<SignInLinkPage token={token} failure="disabled" />, { pageNamespaces: ["login"] })).toContain("This account has been disabled.");
});

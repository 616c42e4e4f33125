import { expect, it } from "vitest";
import { renderPage } from "~/test/render-page";
import { TwoFactorSetupPage } from "./two-factor-setup-page";

const setup = { totpUri: "otpauth://totp/Unibridge:ada?secret=ABC", secret: "ABC", backupCodes: ["11111", "22222"] };

it("asks for the password first, with the page's own strings, in the admin's language", () => {
  const english = renderPage(<TwoFactorSetupPage result={undefined} />, { path: "/two-factor-setup", pageNamespaces: ["two-factor"] });
  expect(english).toContain("Set up two-factor sign-in");
  expect(english).toContain('name="password"');
  const refused = renderPage(<TwoFactorSetupPage result={{ intent: "start", message: "two-factor:errors.passwordRequired" }} />, {
    path: "/two-factor-setup",
    pageNamespaces: ["two-factor"],
  });
  expect(refused).toContain("Please enter your password.");
  expect(renderPage(<TwoFactorSetupPage result={undefined} />, { locale: "zh", path: "/two-factor-setup", pageNamespaces: ["two-factor"] })).toContain("设置两步验证登录");
});

it("shows the secret and the backup codes once, then asks for the first code", () => {
  const html = renderPage(<TwoFactorSetupPage result={{ intent: "start", setup }} />, { path: "/two-factor-setup", pageNamespaces: ["two-factor"] });
  expect(html).toContain("2. Save your backup codes");
  expect(html).toContain("22222");
  expect(html).toContain("Turn on two-factor sign-in");
});

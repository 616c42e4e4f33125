import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import { renderCompletePage, renderPage } from "~/test/render-page";
import { CreateMentorProfileForm } from "./create-mentor-profile-form";
import { SignUpForm } from "./signup-form";

function render(element: React.ReactNode, url: string, locale: Locale = "en") {
  return renderPage(element, { locale, path: url.split("?")[0]!, url, pageNamespaces: ["signup"] });
}

describe("SignUpForm", () => {
  it("renders the one-step student form by default", () => {
    const html = render(<SignUpForm result={undefined} />, "/signup");
    expect(html).toContain("Create your account");
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).not.toContain('role="progressbar"');
    expect(html).toContain(">Create Account</button>");
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="student"/);
    // A student's form has no mentor steps, so their code and lists are not loaded.
    expect(html).not.toContain('name="bio"');
  });

  it("preselects the mentor steps with ?role=mentor", async () => {
    const html = await renderCompletePage(<SignUpForm result={undefined} />, { path: "/signup", url: "/signup?role=mentor", pageNamespaces: ["signup"] });
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="1"/);
    expect(html).toContain('aria-valuetext="Step 1 of 3"');
    expect(html).toContain(">Continue</button>");
    // All three steps are in the form so the last request carries everything; two are hidden.
    expect(html).toContain('name="picture"');
    expect(html).toContain('name="bio"');
    expect(html.match(/<div hidden=""/g)).toHaveLength(2);
  });

  it("shows a refusal from the server as an alert in Chinese", () => {
    const html = render(<SignUpForm result={{ formError: { message: "errors:email_taken" }, focusField: "email" }} />, "/signup", "zh");
    expect(html).toMatch(/role="alert"[^>]*>该邮箱已被注册，请直接登录。/);
    expect(html).toContain(">创建账号</button>");
  });
});

describe("CreateMentorProfileForm", () => {
  it("asks the mentor to complete the profile, with the sign-up's step 2 and 3 fields", () => {
    const html = render(<CreateMentorProfileForm result={{ fieldErrors: { bio: { message: "signup:errors.bioTooShort" } } }} />, "/create-mentor-profile");
    expect(html).toContain("Please complete your mentor profile to continue.");
    for (const name of ["picture", "major", "college", "country", "languages", "satScore", "interests", "bio"]) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain("Please provide a bio of at least 50 characters");
    expect(html).toContain(">Create Profile</button>");
  });

  it("speaks Chinese", () => {
    const html = render(<CreateMentorProfileForm result={undefined} />, "/create-mentor-profile", "zh");
    expect(html).toContain("请完善您的导师资料以继续。");
    expect(html).toContain('<option value="CN">中国</option>');
  });

  it("names countries without emoji flags, which many systems draw as empty boxes", () => {
    for (const locale of ["en", "zh"] as const) {
      const html = render(<CreateMentorProfileForm result={undefined} />, "/create-mentor-profile", locale);
      expect(html).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    }
  });
});

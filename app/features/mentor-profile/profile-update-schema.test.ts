import { describe, expect, it } from "vitest";
import { validBio } from "~/features/accounts/signup-test-fixtures";
import { mentorProfileUpdateSchema, profileUpdateFormValues } from "./profile-update-schema";

function form(entries: Record<string, string | File>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

const fields = { major: "economics", college: "yale", country: "us", interests: "debate, , chess ", bio: validBio };

describe("mentorProfileUpdateSchema", () => {
  it("keeps the stored picture when no file was chosen, and drops name, SAT score and verification", () => {
    const values = profileUpdateFormValues(form({ ...fields, picture: new File([], ""), name: "X", satScore: "1600", satScoreVerified: "false" }));
    const parsed = mentorProfileUpdateSchema.parse({ ...values, name: "X", satScore: 1600, satScoreVerified: false });
    expect(parsed).toEqual({ major: "economics", college: "yale", country: "US", interests: ["debate", "chess"], bio: validBio });
  });

  it("checks a chosen picture with the sign-up's rules", () => {
    const gif = new File([new Uint8Array(10)], "a.gif", { type: "image/gif" });
    const result = mentorProfileUpdateSchema.safeParse(profileUpdateFormValues(form({ ...fields, picture: gif })));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([["picture", "errors:image_invalid_type"]]);
  });
});

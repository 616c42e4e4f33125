import { describe, expect, it } from "vitest";
import { changeLines, humanizeAction, humanizeField, valueText } from "./audit-change";

describe("audit change lines", () => {
  it("lists the fields that changed, on either side", () => {
    expect(changeLines({ emailSent: false, title: "Same" }, { emailSent: true, title: "Same", published: true })).toEqual([
      { field: "emailSent", before: false, after: true },
      { field: "published", before: undefined, after: true },
    ]);
    expect(changeLines(null, null)).toEqual([]);
  });

  it("reads actions and fields it has no words for", () => {
    expect(humanizeAction("blog_post.published")).toBe("blog post published");
    expect(humanizeField("emailSent")).toBe("email sent");
    expect(humanizeField("converted_at")).toBe("converted at");
    expect(valueText("x".repeat(200))).toHaveLength(120);
    expect(valueText({ a: 1 })).toBe('{"a":1}');
  });
});

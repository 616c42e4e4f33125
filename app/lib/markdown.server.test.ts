import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  it("renders headings, lists, emphasis and links", () => {
    const html = renderMarkdown("# Title\n\n## Part\n\n- **one**\n- [two](https://example.org)");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<h2>Part</h2>");
    expect(html).toContain("<li><strong>one</strong></li>");
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer nofollow">two</a>');
  });

  it("drops scripts, handlers and javascript: URLs", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src="x" onerror="alert(1)">\n\n[x](javascript:alert(1))',
    );
    expect(html).not.toMatch(/script|onerror|javascript:/i);
  });
});

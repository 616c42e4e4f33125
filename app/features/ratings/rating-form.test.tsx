import { describe, expect, it } from "vitest";
import { renderPage } from "~/test/render-page";
import { RatingForm } from "./rating-form";

describe("RatingForm", () => {
  it("is five named radios in a labelled group, a labelled comment and a submit button", () => {
    const html = renderPage(<RatingForm meetingId="5b0c2f9e-4d1a-4c43-9a57-1f3e2b6c7d80" onRated={() => {}} />, { pageNamespaces: ["ratings"] });
    expect(html.match(/<input type="radio"[^>]* name="rating"/g)).toHaveLength(5);
    expect(html).toContain("<legend");
    expect(html).toContain("Your rating");
    for (const name of ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]) expect(html).toContain(`>${name}<`);
    expect(html).toContain("Comment (optional)");
    expect(html).toContain('maxLength="1000"');
    expect(html).toContain("Submit Rating");
  });
});

import { describe, expect, it } from "vitest";
import { clearedFilters, defaultFilters, filtersFromSearch, filtersToParams, hasFilterParams } from "./mentor-filters";
import { pageSearch, parseMentorSearchLeniently, parseSavedFilters } from "./mentor-page-search";

const signedIn = { signedIn: true, chinese: false };
const params = (query: string) => new URLSearchParams(query);

describe("pageSearch", () => {
  it("turns available-only on for signed-in users unless the URL turns it off", () => {
    expect(pageSearch(params(""), signedIn).availableOnly).toBe(true);
    expect(pageSearch(params("major=economics"), signedIn).availableOnly).toBe(true);
    expect(pageSearch(params("availableOnly=false"), signedIn).availableOnly).toBe(false);
  });

  it("ignores every filter for visitors but keeps the page", () => {
    const search = pageSearch(params("major=economics&satOnly=true&sort=price_asc&q=ada&page=3"), { signedIn: false, chinese: false });
    expect(search).toEqual({ page: 3, pageSize: 12, satOnly: false, availableOnly: false, ivy: false });
  });

  it("drops only the parameters it cannot read", () => {
    const search = pageSearch(params("major=nope&country=fr&college=harvard&sort=cheapest&page=0"), signedIn);
    expect(search.major).toBeUndefined();
    expect(search.sort).toBeUndefined();
    expect(search.page).toBe(1);
    expect(search.country).toBe("FR");
    expect(search.college).toBe("harvard");
  });

  it("never applies the SAT-only filter in Chinese mode, where it is hidden", () => {
    expect(pageSearch(params("satOnly=true"), { signedIn: true, chinese: true }).satOnly).toBe(false);
    expect(pageSearch(params("satOnly=true"), signedIn).satOnly).toBe(true);
  });

  it("keeps the page size fixed whatever the URL asks", () => {
    expect(pageSearch(params("pageSize=48"), signedIn).pageSize).toBe(12);
  });
});

describe("filters and the URL", () => {
  it("round-trips every filter through the query string", () => {
    const filters = {
      searchTerm: "machine learning",
      country: "CN",
      major: "economics",
      college: "yale",
      language: "zh",
      satOnly: true,
      availableOnly: false,
      ivy: true,
      sort: "price_desc" as const,
    };
    const query = filtersToParams(filters);
    expect(query.toString()).toBe(
      "q=machine+learning&country=CN&major=economics&college=yale&language=zh&satOnly=true&availableOnly=false&ivy=true&sort=price_desc",
    );
    expect(filtersFromSearch(pageSearch(query, signedIn))).toEqual(filters);
  });

  it("writes nothing for the defaults", () => {
    expect(filtersToParams(defaultFilters).toString()).toBe("");
    expect(filtersFromSearch(pageSearch(params(""), signedIn))).toEqual(defaultFilters);
  });

  it("starts signed-in users on available mentors in the default order", () => {
    expect(defaultFilters).toEqual({
      searchTerm: "",
      country: "",
      major: "",
      college: "",
      language: "",
      satOnly: false,
      availableOnly: true,
      ivy: false,
      sort: "",
    });
  });

  it("clears back to the default view: available-only on and the default sort", () => {
    const cleared = clearedFilters();
    expect(cleared).toEqual(defaultFilters);
    expect(filtersToParams(cleared).toString()).toBe("");
    expect(filtersFromSearch(pageSearch(filtersToParams(cleared), signedIn))).toEqual(defaultFilters);
  });

  it("knows when the URL carries filters", () => {
    expect(hasFilterParams(params("page=2"))).toBe(false);
    expect(hasFilterParams(params("major=economics"))).toBe(true);
    expect(hasFilterParams(params("sort=rating"))).toBe(true);
  });

  it("reads a malformed query as the default search", () => {
    expect(parseMentorSearchLeniently(params("page=abc&pageSize=9999&ivy=maybe"))).toMatchObject({ page: 1, pageSize: 12, ivy: false });
  });
});

describe("parseSavedFilters", () => {
  it("reads what was saved", () => {
    const saved = { ...defaultFilters, major: "economics", availableOnly: false, sort: "rating" };
    expect(parseSavedFilters(JSON.stringify(saved), signedIn)).toEqual(saved);
  });

  it("refuses garbage and drops unknown values", () => {
    expect(parseSavedFilters(null, signedIn)).toBeNull();
    expect(parseSavedFilters("{not json", signedIn)).toBeNull();
    expect(parseSavedFilters("42", signedIn)).toBeNull();
    const parsed = parseSavedFilters(JSON.stringify({ major: "underwater-basket-weaving", country: "us", sort: "random", ivy: "yes" }), signedIn);
    expect(parsed).toEqual({ ...defaultFilters, country: "US" });
  });
});

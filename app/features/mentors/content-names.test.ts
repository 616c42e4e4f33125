import { describe, expect, it } from "vitest";
import { contentNamesFrom, namesWithChoices } from "./content-names";
import { contentNameMap } from "./content-names.server";

describe("contentNameMap", () => {
  it("names only the ids the page refers to, in its language, and leaves out ids it does not know", () => {
    const refs = [
      { college: "harvard", major: "economics", country: "CN", languages: ["zh", "en"] },
      { college: "no-such-college", country: "US" },
    ];
    expect(contentNameMap(refs, "en")).toEqual({
      college: { harvard: "Harvard University" },
      major: { economics: "Economics" },
      country: { CN: "China", US: "United States" },
      language: { zh: "Mandarin Chinese", en: "English" },
    });
    expect(contentNameMap(refs, "zh").college).toEqual({ harvard: "哈佛大学" });
  });
});

describe("contentNamesFrom", () => {
  it("reads the map and shows an id it has no name for as itself", () => {
    const names = contentNamesFrom({ college: { yale: "耶鲁大学" }, major: {}, country: {}, language: {} }, "zh");
    expect(names.college("yale")).toBe("耶鲁大学");
    expect(names.college("toString")).toBe("toString");
    expect(names.country("FR")).toBe("FR");
    expect(names.chinese).toBe(true);
    expect(names.intlLocale).toBe("zh-CN");
  });
});

describe("namesWithChoices", () => {
  it("names a filter just chosen from the loaded choices, and the rest as the page's names do", () => {
    const page = contentNamesFrom({ college: { yale: "Yale University" }, major: {}, country: {}, language: {} }, "en");
    const choices = { college: [], major: [], country: [{ value: "FR", label: "France" }], language: [] };
    const names = namesWithChoices(page, choices);
    expect(names.country("FR")).toBe("France");
    expect(names.college("yale")).toBe("Yale University");
    expect(names.major("history")).toBe("history");
    expect(names.chinese).toBe(false);
  });
});

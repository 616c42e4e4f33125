import { describe, expect, it } from "vitest";
import { matchesEtag, mediaEtag, parseThumbnailWidth } from "./media-http";

describe("parseThumbnailWidth", () => {
  it("accepts no width", () => {
    expect(parseThumbnailWidth(null)).toEqual({ ok: true, width: null });
  });

  it("accepts the listed widths", () => {
    for (const w of [48, 96, 160, 320, 640]) expect(parseThumbnailWidth(String(w))).toEqual({ ok: true, width: w });
  });

  it("refuses any other value", () => {
    for (const value of ["", "0", "100", "640.0", "0640", " 48", "48px", "1e3", "-48", "abc", "1024"]) {
      expect(parseThumbnailWidth(value), value).toEqual({ ok: false });
    }
  });
});

describe("ETags", () => {
  const id = "0b7a3c4e-8a52-4c57-9b7e-3c0b1f2e9d11";

  it("differ by width", () => {
    expect(mediaEtag(id, null)).toBe(`"${id}-full"`);
    expect(mediaEtag(id, 96)).toBe(`"${id}-96"`);
  });

  it("match If-None-Match lists, weak tags and *", () => {
    const etag = mediaEtag(id, 96);
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"other", W/${etag}`, etag)).toBe(true);
    expect(matchesEtag("*", etag)).toBe(true);
    expect(matchesEtag(mediaEtag(id, 48), etag)).toBe(false);
    expect(matchesEtag(null, etag)).toBe(false);
    expect(matchesEtag("", etag)).toBe(false);
  });
});

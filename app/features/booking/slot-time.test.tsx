import { describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n-all-languages";
import { formatSlotClock, slotTimeLines } from "./slot-time";

const en = createI18n("en").getFixedT("en", "basket");
const zh = createI18n("zh").getFixedT("zh", "basket");

describe("slot times", () => {
  it("shows Eastern time as h:00 AM/PM with its zone, and the viewer's zone once known", () => {
    expect(formatSlotClock("09:00", "en")).toBe("9:00 AM");
    expect(formatSlotClock("15:00", "en")).toBe("3:00 PM");
    expect(slotTimeLines("2026-03-04", "15:00", "en", null, en)).toEqual({ eastern: "3:00 PM ET", local: null, beijing: null });
    expect(slotTimeLines("2026-03-04", "15:00", "en", "America/New_York", en).local).toBeNull();
    expect(slotTimeLines("2026-03-04", "15:00", "en", "America/Los_Angeles", en).local).toBe("Mar 4, 12:00 PM PST your time");
  });

  it("follows daylight saving time on both sides", () => {
    // New York moved to EDT on 2026-03-08; Beijing has no DST, London moves on 2026-03-29.
    expect(slotTimeLines("2026-03-06", "15:00", "zh", null, zh).beijing).toBe("北京时间 3月7日 04:00");
    expect(slotTimeLines("2026-03-09", "15:00", "zh", null, zh).beijing).toBe("北京时间 3月10日 03:00");
    expect(slotTimeLines("2026-03-09", "15:00", "en", "Europe/London", en).local).toBe("Mar 9, 7:00 PM GMT your time");
  });

  it("adds Beijing time in Chinese, unless the viewer is there already", () => {
    const lines = slotTimeLines("2026-03-04", "20:00", "zh", "Asia/Shanghai", zh);
    expect(lines).toEqual({ eastern: "美东时间 20:00", local: null, beijing: "北京时间 3月5日 09:00" });
  });

  it("names the viewer's zone in words in both languages, never as a bare offset", () => {
    expect(slotTimeLines("2026-03-04", "15:00", "zh", "America/Los_Angeles", zh).local).toBe("您的当地时间 3月4日 北美太平洋标准时间 12:00");
    expect(slotTimeLines("2026-03-04", "15:00", "en", "Asia/Kolkata", en).local).toBe("Mar 5, 1:30 AM India Standard Time your time");
  });
});

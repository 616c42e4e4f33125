import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import { renderPage } from "~/test/render-page";
import { BasketPanel, slotKey } from "./basket-panel";
import type { BasketItem } from "~/features/booking/checkout-request";

function item(n: number, overrides: Partial<BasketItem> = {}): BasketItem {
  return {
    mentorId: `m-${n}`,
    type: "essay",
    mentorName: `Mentor${n} L.`,
    mentorPhotoId: n === 1 ? "photo-1" : null,
    date: "2026-12-03",
    time: "15:00",
    expectations: `Goals ${n}`,
    major: "Computer Science",
    priceCents: 6000,
    ...overrides,
  };
}

function render(items: BasketItem[], { taken = new Set<string>(), message = null as string | null, locale = "en" as Locale } = {}) {
  return renderPage(
    <BasketPanel
      items={items}
      taken={taken}
      submitting={false}
      message={message}
      onRemove={() => {}}
      onCompletePurchase={() => {}}
      browseLink={<a href="/mentors">Browse Mentors</a>}
    />,
    { locale },
  );
}

const text = (html: string) => html.replace(/<!-- -->/g, "");
const shown = (html: string, testId: string) => new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1];

describe("BasketPanel", () => {
  it("is empty with the hint that 3 sessions are needed", () => {
    const html = text(render([]));
    expect(html).toContain("Your Basket is empty");
    expect(html).toContain("Book 3 or more sessions together to save 10% on your total purchase.");
    expect(html).toContain("Add 3 more sessions to get the discount.");
    expect(html).not.toContain('data-testid="complete-purchase"');
  });

  it("lists items with photo, session title and description, Eastern time, goals, price and remove", () => {
    const html = text(render([item(1, { type: "sat", priceCents: 8000 })]));
    expect(html).toContain("Mentor1 L.");
    expect(html).toContain('src="/media/photo-1?w=96"');
    expect(html).toContain("SAT Tutoring");
    expect(html).toContain("Targeted practice and strategy for the SAT");
    expect(html).toContain("Thu, Dec 3, 2026");
    expect(html).toContain("3:00 PM ET");
    expect(html).toContain("Goals 1");
    expect(html).toContain('aria-label="Remove SAT Tutoring with Mentor1 L."');
    expect(html).toContain("Add 2 more sessions to get the discount.");
    expect(shown(html, "basket-total")).toBe("$80.00");
    expect(html).not.toContain('data-testid="basket-discount"');
    expect(html).toContain("Complete Purchase");
  });

  it("needs one more at two items", () => {
    const html = text(render([item(1), item(2)]));
    expect(html).toContain("Add 1 more session to get the discount.");
    expect(html).not.toContain('data-testid="basket-discount-banner"');
  });

  it("takes 10% off at three items, with the banner and the three lines", () => {
    const html = text(render([item(1, { priceCents: 6000 }), item(2, { priceCents: 8500 }), item(3, { priceCents: 3500 })]));
    expect(html).toContain('data-testid="basket-discount-banner"');
    expect(html).toContain("You&#x27;re saving 10% on this purchase!");
    expect(html).not.toContain('data-testid="basket-hint"');
    expect(shown(html, "basket-subtotal")).toBe("$180.00");
    expect(shown(html, "basket-discount")).toBe("−$18.00");
    expect(shown(html, "basket-total")).toBe("$162.00");
  });

  it("marks a taken item and holds the purchase until it is removed", () => {
    const taken = new Set([slotKey({ mentorId: "m-2", date: "2026-12-03", time: "15:00" })]);
    const html = text(render([item(1), item(2)], { taken, message: "Some sessions in your basket are no longer available." }));
    expect(html.match(/data-taken="true"/g)).toHaveLength(1);
    expect(html).toContain("This time is no longer available.");
    expect(html).toMatch(/data-testid="complete-purchase" disabled=""/);
    expect(html).toContain('role="alert" data-testid="basket-message"');
  });

  it("speaks Chinese with yuan", () => {
    const html = text(render([], { locale: "zh" }));
    expect(html).toContain("您的购物车是空的");
    expect(html).toContain("再添加 3 节课即可享受优惠。");
    const full = text(render([item(1), item(2), item(3)], { locale: "zh" }));
    expect(full).toContain("本次购买已享受 10% 优惠！");
    expect(full).toContain("¥1,172.88");
  });
});

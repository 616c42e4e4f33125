import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  addToBasket,
  BASKET_STORAGE_KEY,
  clearBasket,
  readBasket,
  removeFromBasket,
} from "./basket-store";
import type { BasketItem } from "~/features/booking/checkout-request";

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

function item(overrides: Partial<BasketItem> = {}): BasketItem {
  return {
    mentorId: "mentor-1",
    type: "essay",
    mentorName: "Alice Chen",
    mentorPhotoId: null,
    date: "2026-12-03",
    time: "15:00",
    expectations: "Tighten my opening paragraph",
    major: "Computer Science",
    priceCents: 6000,
    ...overrides,
  };
}

let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("window", { localStorage: storage, addEventListener: () => {}, removeEventListener: () => {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("basket store", () => {
  it("is empty on the server (no window)", () => {
    vi.unstubAllGlobals();
    expect(readBasket()).toEqual([]);
    expect(addToBasket(item())).toBe(false);
  });

  it("adds items and keeps them in localStorage", () => {
    expect(addToBasket(item())).toBe(true);
    expect(addToBasket(item({ type: "sat", priceCents: 8000 }))).toBe(true);
    expect(readBasket().map((i) => i.type)).toEqual(["essay", "sat"]);
    expect(JSON.parse(storage.getItem(BASKET_STORAGE_KEY) ?? "[]")).toHaveLength(2);
  });

  it("ignores a second item with the same mentor and type", () => {
    addToBasket(item());
    expect(addToBasket(item({ date: "2026-12-10", priceCents: 9000 }))).toBe(false);
    expect(readBasket()).toHaveLength(1);
    expect(readBasket()[0]?.date).toBe("2026-12-03");
  });

  it("removes by mentor and type only", () => {
    addToBasket(item());
    addToBasket(item({ type: "sat" }));
    addToBasket(item({ mentorId: "mentor-2" }));
    removeFromBasket("mentor-1", "essay");
    expect(readBasket().map((i) => `${i.mentorId}:${i.type}`)).toEqual(["mentor-1:sat", "mentor-2:essay"]);
  });

  it("clear empties the basket and removes the storage key", () => {
    addToBasket(item());
    clearBasket();
    expect(readBasket()).toEqual([]);
    expect(storage.getItem(BASKET_STORAGE_KEY)).toBeNull();
  });

  it("returns the same snapshot until the stored text changes", () => {
    addToBasket(item());
    expect(readBasket()).toBe(readBasket());
  });

  it("drops malformed stored entries and survives invalid JSON", () => {
    storage.setItem(BASKET_STORAGE_KEY, JSON.stringify([item(), { mentorId: "x" }, item({ type: "bogus" as never })]));
    expect(readBasket()).toHaveLength(1);
    storage.setItem(BASKET_STORAGE_KEY, "{not json");
    expect(readBasket()).toEqual([]);
  });
});

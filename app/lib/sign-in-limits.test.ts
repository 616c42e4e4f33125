import { expect, it } from "vitest";
import { addressGroup } from "./sign-in-limits.server";

it("counts an IPv4 address alone and an IPv6 address by its /64", () => {
  expect(addressGroup("192.0.2.7")).toBe("192.0.2.7");
  expect(addressGroup("::ffff:192.0.2.7")).toBe("192.0.2.7");
  expect(addressGroup("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
  expect(addressGroup("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
  expect(addressGroup("2001:db8::5")).toBe("2001:db8:0:0::/64");
  expect(addressGroup("::1")).toBe("0:0:0:0::/64");
  expect(addressGroup("unknown")).toBe("unknown");
});

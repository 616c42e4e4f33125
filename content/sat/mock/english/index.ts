import type { MockForm } from "../blueprint";
import { items as test01m1 } from "./test-01-m1";
import { items as test01m2e } from "./test-01-m2e";
import { items as test01m2h } from "./test-01-m2h";
import { items as test02m1 } from "./test-02-m1";
import { items as test02m2e } from "./test-02-m2e";
import { items as test02m2h } from "./test-02-m2h";

/** The reading and writing modules written so far, one file per test and form. */
export const mockEnglishModules: { test: number; form: MockForm; items: readonly unknown[] }[] = [
  { test: 1, form: "m1", items: test01m1 },
  { test: 1, form: "m2e", items: test01m2e },
  { test: 1, form: "m2h", items: test01m2h },
  { test: 2, form: "m1", items: test02m1 },
  { test: 2, form: "m2e", items: test02m2e },
  { test: 2, form: "m2h", items: test02m2h },
];

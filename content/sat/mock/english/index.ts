import type { MockForm } from "../blueprint";
import { items as test01m1 } from "./test-01-m1";
import { items as test01m2e } from "./test-01-m2e";
import { items as test01m2h } from "./test-01-m2h";
import { items as test02m1 } from "./test-02-m1";
import { items as test02m2e } from "./test-02-m2e";
import { items as test02m2h } from "./test-02-m2h";
import { items as test03m1 } from "./test-03-m1";
import { items as test03m2e } from "./test-03-m2e";
import { items as test03m2h } from "./test-03-m2h";
import { items as test04m1 } from "./test-04-m1";
import { items as test04m2e } from "./test-04-m2e";
import { items as test04m2h } from "./test-04-m2h";
import { items as test05m1 } from "./test-05-m1";
import { items as test05m2e } from "./test-05-m2e";
import { items as test05m2h } from "./test-05-m2h";
import { items as test06m1 } from "./test-06-m1";
import { items as test06m2e } from "./test-06-m2e";
import { items as test06m2h } from "./test-06-m2h";
import { items as test07m1 } from "./test-07-m1";
import { items as test07m2e } from "./test-07-m2e";
import { items as test07m2h } from "./test-07-m2h";
import { items as test08m1 } from "./test-08-m1";

/** The reading and writing modules written so far, one file per test and form (a test opens when all three are here). */
export const mockEnglishModules: { test: number; form: MockForm; items: readonly unknown[] }[] = [
  { test: 1, form: "m1", items: test01m1 },
  { test: 1, form: "m2e", items: test01m2e },
  { test: 1, form: "m2h", items: test01m2h },
  { test: 2, form: "m1", items: test02m1 },
  { test: 2, form: "m2e", items: test02m2e },
  { test: 2, form: "m2h", items: test02m2h },
  { test: 3, form: "m1", items: test03m1 },
  { test: 3, form: "m2e", items: test03m2e },
  { test: 3, form: "m2h", items: test03m2h },
  { test: 4, form: "m1", items: test04m1 },
  { test: 4, form: "m2e", items: test04m2e },
  { test: 4, form: "m2h", items: test04m2h },
  { test: 5, form: "m1", items: test05m1 },
  { test: 5, form: "m2e", items: test05m2e },
  { test: 5, form: "m2h", items: test05m2h },
  { test: 6, form: "m1", items: test06m1 },
  { test: 6, form: "m2e", items: test06m2e },
  { test: 6, form: "m2h", items: test06m2h },
  { test: 7, form: "m1", items: test07m1 },
  { test: 7, form: "m2e", items: test07m2e },
  { test: 7, form: "m2h", items: test07m2h },
  { test: 8, form: "m1", items: test08m1 },
];

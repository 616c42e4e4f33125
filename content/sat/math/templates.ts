import type { MathTemplate } from "./template";
import { algebraTemplates } from "./algebra";
import { advancedMathTemplates } from "./advanced-math";
import { dataAnalysisTemplates } from "./data-analysis";
import { geometryTemplates } from "./geometry";

export const mathTemplates: readonly MathTemplate[] = [
  ...algebraTemplates,
  ...advancedMathTemplates,
  ...dataAnalysisTemplates,
  ...geometryTemplates,
] as MathTemplate[];

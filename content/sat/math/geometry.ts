import type { MathTemplate } from "./template";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each template has its own parameter and value types
export const geometryTemplates: MathTemplate<any, any>[] = [];

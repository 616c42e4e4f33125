import type { AuthoredEnglishItem } from "../item-schema";

export const intermediateItems: AuthoredEnglishItem[] = [];

import type { AuthoredEnglishItem } from "../item-schema";

export const hardItems: AuthoredEnglishItem[] = [];

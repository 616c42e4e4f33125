import type { AuthoredEnglishItem } from "../item-schema";

export const grammarItems: AuthoredEnglishItem[] = [];

import type { AuthoredEnglishItem } from "../item-schema";

export const easyItems: AuthoredEnglishItem[] = [];

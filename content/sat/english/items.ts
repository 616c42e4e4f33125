import type { AuthoredEnglishItem } from "../item-schema";
import { easyItems } from "./easy";
import { intermediateItems } from "./intermediate";
import { hardItems } from "./hard";
import { grammarItems } from "./grammar";

export const englishItems: readonly AuthoredEnglishItem[] = [...easyItems, ...intermediateItems, ...hardItems, ...grammarItems];

import { z } from "zod";
import { englishSkills, satDifficulties, satSkills, type EnglishSkill, type SatSkill } from "./taxonomy";

/**
 * Where a passage comes from. Reading and writing items are written over public-domain texts
 * (published before 1930) or openly licensed ones (CC BY); `adapted` says the words were shortened
 * or modernised, as the SAT's own "Adapted from" does.
 */
export const passageSourceSchema = z.strictObject({
  author: z.string().min(2),
  work: z.string().min(2),
  year: z.number().int().min(1500).max(2100),
  /** The edition or collection the text was taken from, e.g. "Ticknor and Fields, Boston, 1854". */
  edition: z.string().min(4),
  /**
   * "public-domain": published before 1930. "CC BY 4.0" also covers Unibridge's own original
   * passages (author "Unibridge"), used only for the data of quantitative-evidence items.
   */
  licence: z.enum(["public-domain", "CC BY 4.0", "CC BY 3.0", "CC BY 2.0"]),
  adapted: z.boolean(),
  url: z.url().optional(),
});
export type PassageSource = z.infer<typeof passageSourceSchema>;

export const itemTableSchema = z.strictObject({
  title: z.string().min(2),
  columns: z.array(z.string().min(1)).min(2).max(6),
  rows: z.array(z.array(z.string().min(1)).min(2).max(6)).min(2).max(10),
});
export type ItemTable = z.infer<typeof itemTableSchema>;

const markdown = z.string().trim().min(1);

/** One passage of an item; two passages ("Text 1", "Text 2") for cross-text connections. */
export const passageSchema = z.strictObject({
  label: z.string().min(1).optional(),
  text: markdown,
});

/** A reading and writing item as its author writes it (content/sat/english/*.ts). */
export const authoredEnglishItemSchema = z.strictObject({
  /** Unique and stable: "eng-easy-001", "eng-grammar-017". */
  id: z.string().regex(/^eng-(easy|intermediate|hard|grammar)-\d{3}$/),
  skill: z.enum(englishSkills as [EnglishSkill, ...EnglishSkill[]]),
  difficulty: z.enum(satDifficulties),
  passages: z.array(passageSchema).min(1).max(2),
  table: itemTableSchema.optional(),
  stem: markdown,
  /** Four choices in any order: the bank places the key so positions spread evenly over A-D. */
  choices: z
    .array(
      z.strictObject({
        text: markdown,
        correct: z.boolean(),
        /** Why this choice is right, or the mistake that leads to it. Never names a letter. */
        why: markdown,
      }),
    )
    .length(4),
  /** The reasoning that reaches the key. */
  explanation: markdown,
  source: passageSourceSchema,
});
export type AuthoredEnglishItem = z.infer<typeof authoredEnglishItemSchema>;

/**
 * A mock test's reading and writing item (content/sat/mock/english/test-NN-FORM.ts): "mock01-rw-m1-07"
 * is test 1, module 1, question 7. Two items per module are unscored pilots.
 */
export const authoredMockEnglishItemSchema = authoredEnglishItemSchema.extend({
  id: z.string().regex(/^mock\d{2}-rw-(m1|m2e|m2h)-\d{2}$/),
  pilot: z.literal(true).optional(),
});
export type AuthoredMockEnglishItem = z.infer<typeof authoredMockEnglishItemSchema>;

/** An item as the bank serves it: choices in their final order, answers as a key. */
export const satItemSchema = z.strictObject({
  id: z.string().min(3),
  subsectionId: z.string().min(3),
  skill: z.enum(satSkills as [SatSkill, ...SatSkill[]]),
  difficulty: z.enum(satDifficulties),
  type: z.enum(["mcq", "spr"]),
  passages: z.array(passageSchema).max(2),
  table: itemTableSchema.optional(),
  stem: markdown,
  /** Four choices for mcq, none for spr. */
  choices: z.array(markdown).max(4),
  /** mcq: the index of the right choice as a string ("0"-"3"); spr: the exact value ("2/3", "-7", "3.5"). */
  key: z.string().min(1),
  explanation: markdown,
  /** Why each choice is right or wrong, in the choices' order (mcq only). */
  choiceExplanations: z.array(markdown).max(4),
  source: passageSourceSchema.optional(),
  /** Math items: the template and the seed of this variant. */
  templateId: z.string().optional(),
  seed: z.number().int().nonnegative().optional(),
});
export type SatItem = z.infer<typeof satItemSchema>;

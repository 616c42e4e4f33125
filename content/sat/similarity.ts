/** Near-duplicate detection for passages and stems: 3-word shingles compared by Jaccard index. */

export const words = (text: string) => text.replace(/[$*_#>`-]/g, " ").split(/\s+/).filter(Boolean);
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

export function shingles(text: string): Set<string> {
  const w = words(normalise(text));
  const out = new Set<string>();
  for (let i = 0; i + 3 <= w.length; i++) out.add(w.slice(i, i + 3).join(" "));
  return out;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared / (a.size + b.size - shared || 1);
}

/** Two items this similar (passages and stem) count as the same question. */
export const NEAR_DUPLICATE = 0.5;

// pg_trgm's `similarity` for one word of letters and digits (the search vocabulary's words and
// the words people type, search-words.ts): the word padded with two spaces before and one after,
// its distinct three-character runs, and shared / (all of both − shared), in float4 as
// PostgreSQL computes it. test/search-english.test.ts compares it with pg_trgm.

/** The distinct trigrams of one lowercase word. */
export function wordTrigrams(word: string): string[] {
  const chars = [' ', ' ', ...word, ' '];
  const found = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i += 1) found.add(chars[i] + chars[i + 1] + chars[i + 2]);
  return [...found];
}

/** pg_trgm similarity from the counts: shared trigrams and each word's own. */
export function trigramSimilarity(shared: number, ofA: number, ofB: number): number {
  return Math.fround(shared / (ofA + ofB - shared));
}

/** pg_trgm `similarity(a, b)` for two words. */
export function similarity(a: string, b: string): number {
  const ofA = wordTrigrams(a);
  const ofB = new Set(wordTrigrams(b));
  const shared = ofA.filter((trigram) => ofB.has(trigram)).length;
  return trigramSimilarity(shared, ofA.length, ofB.size);
}

import {
  CORRECTION_SIMILARITY,
  CORRECTIONS_PER_WORD,
  MIN_CORRECTED_LENGTH,
  typedWords,
} from '../search-words.js';
import { englishLexeme } from './english.js';
import { trigramSimilarity, wordTrigrams } from './trigram.js';

// The search vocabulary (table search_words, migration 017) in memory: each word with the
// lexemes PostgreSQL's `english` configuration makes of it, and a trigram index to find the
// nearest words to a typo, as forgivingTsquery (search-words.ts) does with pg_trgm.

const THRESHOLD = Math.fround(CORRECTION_SIMILARITY);

/** One typed word as a choice of lexemes (the word itself or its corrections). */
export type LexemeGroup = string[];

export class Vocabulary {
  private readonly words: string[] = [];
  private readonly lexemes: string[][] = [];
  private readonly trigramCounts: number[] = [];
  private readonly byWord = new Map<string, number>();
  private readonly byTrigram = new Map<string, number[]>();
  /** Shared-trigram counts per word, reused by each lookup (this process is single-threaded). */
  private shared = new Uint8Array(0);

  get size(): number {
    return this.words.length;
  }

  has(word: string): boolean {
    return this.byWord.has(word);
  }

  /** Adds a word (once) with the lexemes `to_tsvector('english', word)` made of it. */
  add(word: string, lexemes: string[]): void {
    if (this.byWord.has(word)) return;
    const id = this.words.length;
    this.words.push(word);
    this.lexemes.push(lexemes);
    this.byWord.set(word, id);
    const trigrams = wordTrigrams(word);
    this.trigramCounts.push(trigrams.length);
    for (const trigram of trigrams) {
      const list = this.byTrigram.get(trigram);
      if (list) list.push(id);
      else this.byTrigram.set(trigram, [id]);
    }
  }

  /**
   * The nearest known words to `typed` (similarity ≥ CORRECTION_SIMILARITY, nearest first, then
   * in the database's byte order), at most CORRECTIONS_PER_WORD.
   */
  nearest(typed: string): string[] {
    if (this.shared.length < this.words.length)
      this.shared = new Uint8Array(Math.max(1024, this.words.length * 2));
    const trigrams = wordTrigrams(typed);
    const touched: number[] = [];
    for (const trigram of trigrams) {
      for (const id of this.byTrigram.get(trigram) ?? []) {
        if (this.shared[id] === 0) touched.push(id);
        this.shared[id] += 1;
      }
    }
    const near: { word: string; distance: number }[] = [];
    for (const id of touched) {
      const sim = trigramSimilarity(this.shared[id], trigrams.length, this.trigramCounts[id]);
      this.shared[id] = 0;
      // ORDER BY word <-> typed: pg_trgm's distance, 1 − similarity in float4.
      if (sim >= THRESHOLD) near.push({ word: this.words[id], distance: Math.fround(1 - sim) });
    }
    near.sort((a, b) => a.distance - b.distance || (a.word < b.word ? -1 : 1));
    return near.slice(0, CORRECTIONS_PER_WORD).map((n) => n.word);
  }

  /** PostgreSQL's lexemes of a known word; an unknown one is stemmed as `english` would. */
  lexemesOf(word: string): string[] {
    const id = this.byWord.get(word);
    if (id !== undefined) return this.lexemes[id];
    const lexeme = englishLexeme(word);
    return lexeme === null ? [] : [lexeme];
  }

  /**
   * What forgivingTsquery (search-words.ts) asks PostgreSQL for, answered here: for each typed
   * word that is not a stop word, the lexemes of it and, when the vocabulary does not know it,
   * of its nearest known words. All groups must match (AND), any lexeme of a group (OR). Null
   * when nothing is left to search for.
   */
  forgivingQuery(q: string): LexemeGroup[] | null {
    const groups: LexemeGroup[] = [];
    for (const typed of typedWords(q)) {
      const own = this.lexemesOf(typed);
      if (!own.length) continue; // a stop word
      const near =
        this.has(typed) || [...typed].length < MIN_CORRECTED_LENGTH ? [] : this.nearest(typed);
      groups.push([...new Set([...own, ...near.flatMap((word) => this.lexemesOf(word))])]);
    }
    return groups.length ? groups : null;
  }
}

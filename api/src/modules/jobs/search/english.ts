import stemEnglish from 'wink-porter2-stemmer';

// PostgreSQL's `english` text-search configuration, for the words people type: its stop words
// (tsearch_data/english.stop, the same file in PostgreSQL and PGlite) and its Snowball English
// (Porter2) stemmer. Words with a digit are PostgreSQL `numword`/`int` tokens, which `english`
// keeps as typed. test/search-english.test.ts checks this against PostgreSQL itself.

// prettier-ignore
const STOP_WORDS = new Set([
  'i', 'me', 'my', 'myself', 'we', 'our', 'ours', 'ourselves', 'you', 'your', 'yours', 'yourself',
  'yourselves', 'he', 'him', 'his', 'himself', 'she', 'her', 'hers', 'herself', 'it', 'its',
  'itself', 'they', 'them', 'their', 'theirs', 'themselves', 'what', 'which', 'who', 'whom',
  'this', 'that', 'these', 'those', 'am', 'is', 'are', 'was', 'were', 'be', 'been', 'being',
  'have', 'has', 'had', 'having', 'do', 'does', 'did', 'doing', 'a', 'an', 'the', 'and', 'but',
  'if', 'or', 'because', 'as', 'until', 'while', 'of', 'at', 'by', 'for', 'with', 'about',
  'against', 'between', 'into', 'through', 'during', 'before', 'after', 'above', 'below', 'to',
  'from', 'up', 'down', 'in', 'out', 'on', 'off', 'over', 'under', 'again', 'further', 'then',
  'once', 'here', 'there', 'when', 'where', 'why', 'how', 'all', 'any', 'both', 'each', 'few',
  'more', 'most', 'other', 'some', 'such', 'no', 'nor', 'not', 'only', 'own', 'same', 'so',
  'than', 'too', 'very', 's', 't', 'can', 'will', 'just', 'don', 'should', 'now',
]);

/** How many stop words PostgreSQL's english.stop lists (a test compares). */
export const ENGLISH_STOP_WORD_COUNT = STOP_WORDS.size;

export const isEnglishStopWord = (word: string) => STOP_WORDS.has(word);

/**
 * The lexeme `to_tsquery('english', word)` makes of one lowercase word of letters and digits
 * (search-words.ts `typedWords`), or null for a stop word.
 */
export function englishLexeme(word: string): string | null {
  if (/\p{N}/u.test(word)) return word;
  if (STOP_WORDS.has(word)) return null;
  return stemEnglish(word);
}

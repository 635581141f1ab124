// emotion's styles for a page rendered by react-dom/server (remote-public's pages at request time,
// the host's shell at build time). Server-only; it imports nothing, so it costs a browser nothing.
import type { EmotionCache } from '@emotion/react';

/** What it uses of `@emotion/server/create-instance`'s server for the same cache. */
type EmotionServer = {
  extractCriticalToChunks(html: string): unknown;
  constructStyleTagsFromChunks(chunks: never): string;
};

/**
 * The `<style data-emotion="css …">` tags of **every** style the render inserted in `cache`, not
 * only those whose class is in the markup (emotion's "critical" extraction): a styled component
 * built on another (IconButton on ButtonBase) also inserts the styles of its own layer, whose class
 * never reaches the markup. Listed in the tags' ids, they are adopted by the app's cache like the
 * rest, instead of being parsed and inserted again in the hydration's commit (some 180 rules on
 * the landing page: a long task on a phone).
 */
export function renderedStyleTags(emotion: EmotionServer, cache: EmotionCache, html: string) {
  const everyClass = Object.keys(cache.inserted).map((id) => `${cache.key}-${id}`);
  const chunks = emotion.extractCriticalToChunks(`${html} ${everyClass.join(' ')}`);
  return emotion.constructStyleTagsFromChunks(chunks as never);
}

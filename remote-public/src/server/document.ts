// A page this remote renders on the server, as the document the host's composer completes
// (tooling/composer/compose.mjs): its head's tags, the screen's markup and styles, and the data
// the screen read for the app (SERVER_STATE_ID), between the includes of the host's parts (its
// head, its top bar, its end: host/scripts/prerender.mjs).
import escapeHtml from 'escape-html';
import { pageTitle, SERVER_STATE_ID, SITE_NAME } from 'shared-kernel';
import type { RenderedTree } from './render-tree';

/** JSON inside a `<script>`: `<` as `\u003c`, so a text holding `</script>` cannot end it. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export type Head = {
  title: string;
  description?: string;
  canonical?: string;
  /** Open Graph's properties (`og:<name>`), in order. */
  openGraph?: [string, string][];
  noindex?: boolean;
  /** schema.org data, as `application/ld+json`. */
  jsonLd?: unknown;
};

/**
 * The head of a page for search engines and link previews: its title (with the site's name in
 * <title>), description, canonical address and Open Graph (with the image, if any), and its
 * schema.org data, if any.
 */
export function indexableHead(page: {
  title: string;
  description: string;
  url: string;
  image?: string | null;
  jsonLd?: unknown;
}): Head {
  return {
    title: pageTitle(page.title),
    description: page.description,
    canonical: page.url,
    openGraph: [
      ['type', 'website'],
      ['title', page.title],
      ['description', page.description],
      ['url', page.url],
      ['site_name', SITE_NAME],
      ...(page.image ? [['image', page.image] as [string, string]] : []),
    ],
    jsonLd: page.jsonLd,
  };
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

export function headTags(head: Head): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...(head.description ? [meta('name', 'description', head.description)] : []),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}">`] : []),
    ...(head.openGraph ?? []).map(([name, content]) => meta('property', `og:${name}`, content)),
    ...(head.jsonLd === undefined
      ? []
      : [`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`]),
  ].join('\n');
}

/** The document: the host's parts by include around the head and the rendered screen. */
export function pageDocument(head: Head, tree: RenderedTree): string {
  // The host's parts put the markup in #root, for the app to hydrate (host/scripts/prerender.mjs).
  return [
    '<!--# include virtual="/pages/page-head.html" -->',
    headTags(head),
    tree.styles,
    `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(tree.state)}</script>`,
    // One line: the markup's first and last nodes are the screen's own (a line break there would
    // be a text node the app's tree does not have, and React would not hydrate the screen).
    `<!--# include virtual="/pages/page-body.html" -->${tree.html}<!--# include virtual="/pages/page-end.html" -->`,
    '',
  ].join('\n');
}

// A screen rendered in Node by react-dom/server, as the browser renders it: the same theme, query
// client and router, with emotion's styles for it (cache key `css`, so the running page adopts
// those styles rather than inserting them again) and the queries it read, dehydrated for the app.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { renderedStyleTags } from 'shared-kernel/server-render';
import { PageTree } from './page-tree';

export type RenderedTree = {
  /** The markup. */
  html: string;
  /** emotion's `<style data-emotion="css …">` tags for every style the render inserted. */
  styles: string;
  /** The queries the render read, answered or refused (TanStack Query's dehydrate). */
  state: ReturnType<typeof dehydrate>;
};

export function renderTree(
  path: string,
  queryClient: QueryClient,
  screen: ReactNode,
): RenderedTree {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <PageTree path={path} queryClient={queryClient} cache={cache}>
      {screen}
    </PageTree>,
  );
  const styles = renderedStyleTags(emotion, cache, html);
  // A refused read too (a job not open: 404), so that the app shows the page the server did.
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  return { html, styles, state };
}

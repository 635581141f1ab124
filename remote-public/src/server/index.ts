// This remote's server renderer: the public pages it owns, rendered at request time by React from
// the screens the app runs, for a visitor (no session cookie; docs/prerender.md). Bundled for Node
// at the end of the build (tooling/server-render.mjs → dist/server/render.cjs) and served by this
// remote's composer at /__render/<path>, which the host's composer asks for the page
// (tooling/composer/).
import { renderCompanyPage, type CompanyPageKind } from './company-pages';
import { renderJobPage } from './job-page';
import { renderLandingPage } from './landing-page';
import { renderSearchPage, type SearchPath } from './search-pages';
import type { ServerContext, ServerPage } from './server-page';

export type { ServerContext, ServerPage } from './server-page';

/**
 * The pages rendered here, by path (the host's composer asks only for these:
 * tooling/composer/pages.mjs RENDERED_BY_REMOTE_PUBLIC).
 */
export const RENDERED_PATHS = [
  /^\/$/,
  /^\/(job-search|companies)$/,
  /^\/jobs\/([A-Za-z0-9-]{36,200})$/,
  /^\/(company|careers)\/([a-z0-9-]{1,100})$/,
] as const;

/** The page at `url` (a path and its query), or null: not one this remote renders. */
export async function render(url: string, ctx: ServerContext): Promise<ServerPage | null> {
  if (!/^\/(?!\/)/.test(url)) return null;
  const { pathname: path, searchParams } = new URL(url, 'http://page');
  const [landing, search, job, company] = RENDERED_PATHS.map((pattern) => pattern.exec(path));
  if (landing) return renderLandingPage(ctx);
  if (search) return renderSearchPage(path as SearchPath, searchParams, ctx);
  if (job) return renderJobPage(path, job[1], ctx);
  if (company) return renderCompanyPage(company[1] as CompanyPageKind, path, company[2], ctx);
  return null;
}

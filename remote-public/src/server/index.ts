// This remote's server renderer: the public pages it owns, rendered at request time by React from
// the screens the app runs (docs/prerender.md). Bundled for Node at the end of the build
// (tooling/server-render.mjs → dist/server/render.cjs) and served by this remote's composer at
// /__render/<path>, which the host's composer asks for the page (tooling/composer/).
import { renderCompanyPage, type CompanyPageKind } from './company-pages';
import { renderJobPage } from './job-page';
import type { ServerContext, ServerPage } from './server-page';

export type { ServerContext, ServerPage } from './server-page';

/** The page at `path`, or null: not one this remote renders. */
export async function render(path: string, ctx: ServerContext): Promise<ServerPage | null> {
  const job = /^\/jobs\/([A-Za-z0-9-]{36,200})$/.exec(path);
  if (job) return renderJobPage(path, job[1], ctx);
  const company = /^\/(company|careers)\/([a-z0-9-]{1,100})$/.exec(path);
  if (company) return renderCompanyPage(company[1] as CompanyPageKind, path, company[2], ctx);
  return null;
}

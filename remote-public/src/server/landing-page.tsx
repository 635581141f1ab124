// The landing page (/ for a visitor), rendered on the server from the screen the app runs
// (screens/landing/Landing) with the two reads it shows, the live figures and the featured
// companies, embedded for the app, which hydrates the page without reading them again.
import { routes } from 'shared-kernel';
import { queryOf } from 'shared-kernel/contract';
import {
  companiesQuery,
  companiesQueryOptions,
  FEATURED_COMPANIES,
  marketplaceStatsQueryOptions,
} from '../queries/companies';
import Landing from '../screens/landing/Landing';
import { LANDING } from '../texts';
import { indexableHead, pageDocument } from './document';
import { pageQueryClient, putRead } from './reads';
import { renderTree } from './render-tree';
import type { ServerContext, ServerPage } from './server-page';

export async function renderLandingPage(ctx: ServerContext): Promise<ServerPage> {
  const queryClient = pageQueryClient();
  const featured = { sort: 'openJobs', pageSize: FEATURED_COMPANIES } as const;
  await Promise.all([
    putRead(ctx, queryClient, marketplaceStatsQueryOptions().queryKey, routes.companies.stats.path),
    putRead(
      ctx,
      queryClient,
      companiesQueryOptions(featured).queryKey,
      routes.companies.list.path + queryOf(companiesQuery(featured)),
    ),
  ]);
  const tree = renderTree('/', queryClient, <Landing />);
  const head = indexableHead({
    title: LANDING.title,
    description: LANDING.metaDescription,
    url: `${ctx.publicUrl}/`,
  });
  return { status: 200, html: pageDocument(head, tree) };
}

// The two public searches, rendered on the server from the screens the app runs, for the search
// their address holds: the job search (/job-search?q=…, screens/job-search/JobSearch) and the
// company directory (/companies?q=…, screens/companies/Companies). The page of results is read as
// the app reads it and embedded, so the app hydrates it without reading it again; a search the API
// refuses (a bad filter: 400) is the app's error, with the API's status.
import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import {
  jobSearchQuery,
  jobSearchQueryOptions,
  routes,
  searchOf,
  searchParamsOf,
} from 'shared-kernel';
import { queryOf } from 'shared-kernel/contract';
import {
  COMPANIES_PAGE_SIZE,
  companiesQuery,
  companiesQueryOptions,
  companySearchOf,
  companySearchParamsOf,
} from '../queries/companies';
import Companies from '../screens/companies/Companies';
import JobSearch from '../screens/job-search/JobSearch';
import { COMPANIES, JOB_SEARCH } from '../texts';
import { indexableHead, pageDocument } from './document';
import { pageQueryClient, putRead } from './reads';
import { renderTree } from './render-tree';
import type { ServerContext, ServerPage } from './server-page';

type SearchPage = {
  /** The app's query for the search, and the API's address for it. */
  read: { queryKey: QueryKey; path: string };
  /** The search's own address, in the app's order (the canonical link). */
  address: string;
  title: string;
  description: string;
  screen: ReactNode;
};

function jobSearchPage(params: URLSearchParams): SearchPage {
  const search = searchOf(params);
  const address = searchParamsOf(search).toString();
  return {
    read: {
      queryKey: jobSearchQueryOptions(search).queryKey,
      path: routes.jobs.search.path + queryOf(jobSearchQuery(search)),
    },
    address: `/job-search${address ? `?${address}` : ''}`,
    title: JOB_SEARCH.title,
    description: JOB_SEARCH.subtitle,
    screen: <JobSearch />,
  };
}

function companiesPage(params: URLSearchParams): SearchPage {
  const search = companySearchOf(params);
  const query = { ...search, pageSize: COMPANIES_PAGE_SIZE };
  const address = companySearchParamsOf(search).toString();
  return {
    read: {
      queryKey: companiesQueryOptions(query).queryKey,
      path: routes.companies.list.path + queryOf(companiesQuery(query)),
    },
    address: `/companies${address ? `?${address}` : ''}`,
    title: COMPANIES.title,
    description: COMPANIES.subtitle,
    screen: <Companies />,
  };
}

const SEARCH_PAGES = { '/job-search': jobSearchPage, '/companies': companiesPage };

export type SearchPath = keyof typeof SEARCH_PAGES;

export async function renderSearchPage(
  path: SearchPath,
  params: URLSearchParams,
  ctx: ServerContext,
): Promise<ServerPage> {
  const page = SEARCH_PAGES[path](params);
  const queryClient = pageQueryClient();
  const status = await putRead(ctx, queryClient, page.read.queryKey, page.read.path);
  const head = indexableHead({
    title: page.title,
    description: page.description,
    url: `${ctx.publicUrl}${page.address}`,
  });
  const query = params.toString();
  const tree = renderTree(`${path}${query ? `?${query}` : ''}`, queryClient, page.screen);
  return { status, html: pageDocument(head, tree) };
}

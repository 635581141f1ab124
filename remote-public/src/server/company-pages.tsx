// A company's public pages, rendered on the server from the screens the app runs: its profile
// (/company/:slug, screens/company/Company) and its careers page (/careers/:slug,
// screens/careers/Careers), with what the API gives for them (routes.companies.profile and
// .careers): 200 with the head for crawlers and link previews (canonical, Open Graph), 404 with
// the app's "Company not found". The read is embedded for the app, which hydrates the page
// without reading it again (shared-kernel's server-state).
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { companyKeys, pageTitle, pathOf, routes } from 'shared-kernel';
import type { CompanyProfile } from 'shared-kernel/contract';
import Careers from '../screens/careers/Careers';
import Company from '../screens/company/Company';
import { CAREERS, COMPANY } from '../texts';
import { type Head, indexableHead, pageDocument } from './document';
import { META_DESCRIPTION_MAX, shorten } from './meta';
import { pageQueryClient, putRefusal, readJson } from './reads';
import { renderTree } from './render-tree';
import type { ServerContext, ServerPage } from './server-page';

/** A company's page: where the app reads it, its key, the screen, and its title. */
const COMPANY_PAGES = {
  company: {
    route: routes.companies.profile,
    key: companyKeys.detail,
    screen: <Company />,
    title: (name: string) => name,
  },
  careers: {
    route: routes.companies.careers,
    key: companyKeys.careers,
    screen: <Careers />,
    title: (name: string) => `${name} ${CAREERS.titleSuffix}`,
  },
};

export type CompanyPageKind = keyof typeof COMPANY_PAGES;

/** The head of a company's page: its name, what it says of itself, its address. */
function companyHead(company: CompanyProfile, title: string, url: string): Head {
  const description = shorten(
    company.description || COMPANY.metaDescription(company.name, company.openJobs.length),
    META_DESCRIPTION_MAX,
  );
  return indexableHead({ title, description, url, image: company.logoUrl });
}

export async function renderCompanyPage(
  kind: CompanyPageKind,
  path: string,
  slug: string,
  ctx: ServerContext,
): Promise<ServerPage> {
  const page = COMPANY_PAGES[kind];
  const { status, body } = await readJson<CompanyProfile>(ctx, pathOf(page.route.path, { slug }));
  const queryClient = pageQueryClient();
  let head: Head;
  if (status === 200) {
    queryClient.setQueryData(page.key(slug), body);
    head = companyHead(body, page.title(body.name), `${ctx.publicUrl}${path}`);
  } else {
    // No such company (or a slug the API refuses): the app's "Company not found".
    await putRefusal(queryClient, page.key(slug), 404, COMPANY.notFound);
    head = { title: pageTitle(COMPANY.notFoundTitle), noindex: true };
  }
  const screen: ReactNode = (
    <Routes>
      <Route path={`/${kind}/:slug`} element={page.screen} />
    </Routes>
  );
  const tree = renderTree(path, queryClient, screen);
  return { status: status === 200 ? 200 : 404, html: pageDocument(head, tree) };
}

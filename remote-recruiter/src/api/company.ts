import type { MemberRole } from 'shared-kernel/contract';
import { apiGet, apiWrite } from 'shared-kernel';

// The recruiter's own company: GET /api/me/company, PATCH /api/companies/mine.

export interface Company {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  websiteUrl: string | null;
  logoUrl: string | null;
  primaryColor: string | null;
  accentColor: string | null;
  careersHeadline: string | null;
  createdAt: string;
  updatedAt: string;
}

export type { MemberRole };

export interface MyCompany {
  companyId: string;
  role: MemberRole;
  company: Company;
}

export type CompanyPatch = Partial<
  Pick<
    Company,
    | 'name'
    | 'description'
    | 'websiteUrl'
    | 'logoUrl'
    | 'primaryColor'
    | 'accentColor'
    | 'careersHeadline'
  >
>;

export const COMPANY_KEY = ['/api/me/company', 'details'] as const;

export async function getCompany(): Promise<MyCompany> {
  const found = await apiGet<MyCompany>('/api/me/company');
  if (!found) throw new Error('Not signed in');
  return found;
}

export async function updateCompany(patch: CompanyPatch): Promise<Company> {
  return (await apiWrite<Company>('PATCH', '/api/companies/mine', patch)) as Company;
}

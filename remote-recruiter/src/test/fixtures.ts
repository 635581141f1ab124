import type { MyCompany } from 'shared-kernel/contract';
import type { FakeReply } from 'shared-kernel/testing';

// Data and replies of the recruiter screens' tests; the render helper and the fake API are in
// 'shared-kernel/testing'.

export const ok = (body: unknown): FakeReply => ({ status: 200, body });

/** GET /api/me/company, typed against the contract: a renamed field fails the type check. */
export const demoCompany: MyCompany = {
  companyId: 'c-1',
  role: 'owner',
  company: {
    id: 'c-1',
    name: 'Harbour Group',
    slug: 'harbour-group',
    description: 'Seaside restaurants',
    websiteUrl: null,
    logoUrl: null,
    primaryColor: null,
    accentColor: null,
    careersHeadline: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  },
};

export const page = <T>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 50 });

import { apiGet, apiWrite } from 'shared-kernel';
import type { MagicalMoment } from './moments';
import type { Page } from './venues';

// Past hires and applicants of the company (GET /api/companies/mine/past-people?kind=), and the
// invitation back, sent as a message through POST /api/conversations.

export type PastPeopleKind = 'hires' | 'applicants';

export interface PastPerson {
  candidateId: string;
  name: string;
  city: string | null;
  skills: string[];
  applications: number;
  lastJobTitle: string;
  lastVenueName: string | null;
  lastStatus: string;
  lastAppliedAt: string;
  conversationId: string | null;
  moments: MagicalMoment[];
}

export const pastPeopleKey = (kind: PastPeopleKind) =>
  ['/api/companies/mine/past-people', kind] as const;

export async function listPastPeople(kind: PastPeopleKind): Promise<Page<PastPerson>> {
  const page = await apiGet<Page<PastPerson>>(
    `/api/companies/mine/past-people?kind=${kind}&pageSize=50`,
  );
  if (!page) throw new Error('Not signed in');
  return page;
}

export async function inviteBack(input: {
  candidateId: string;
  body: string;
  jobId?: string;
}): Promise<{ conversation: { id: string } }> {
  return (await apiWrite<{ conversation: { id: string } }>(
    'POST',
    '/api/conversations',
    input,
  )) as { conversation: { id: string } };
}

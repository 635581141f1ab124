import { apiGet, apiWrite } from 'shared-kernel';
import type { Page } from './venues';

// Magical moments: /api/magical-moments.

export interface MagicalMoment {
  id: string;
  teamMemberName: string;
  title: string | null;
  description: string;
  occurredOn: string;
  venueId: string | null;
  venueName: string | null;
  createdAt: string;
}

export interface MomentInput {
  teamMemberName: string;
  title?: string | null;
  description: string;
  occurredOn?: string;
  venueId?: string | null;
}

export const MOMENTS_KEY = ['/api/magical-moments'] as const;

export async function listMoments(): Promise<Page<MagicalMoment>> {
  const page = await apiGet<Page<MagicalMoment>>('/api/magical-moments?pageSize=50');
  if (!page) throw new Error('Not signed in');
  return page;
}

export async function createMoment(input: MomentInput): Promise<MagicalMoment> {
  return (await apiWrite<MagicalMoment>('POST', '/api/magical-moments', input)) as MagicalMoment;
}

export async function deleteMoment(id: string): Promise<void> {
  await apiWrite('DELETE', `/api/magical-moments/${encodeURIComponent(id)}`);
}

import type { OfferStatus } from 'shared-kernel/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiWrite } from 'shared-kernel';
import { type SalaryType } from 'shared-kernel/rules';
import type { Page } from './applications';

export interface Offer {
  id: string;
  applicationId: string;
  status: OfferStatus;
  salaryAmount: number;
  salaryType: SalaryType;
  startDate: string | null;
  expiresAt: string | null;
  message: string | null;
  respondedAt: string | null;
  createdAt: string;
  job: { id: string; title: string };
  company: { id: string; name: string };
  candidate: { id: string; name: string };
}

export interface OfferInput {
  salaryAmount: number;
  salaryType: SalaryType;
  startDate: string;
  expiresAt: string;
  message?: string;
}

export const OFFERS_KEY = ['recruiter', 'offers'] as const;

export const fetchOffers = () => apiGet<Page<Offer>>('/api/offers?pageSize=50');

export function useOffers() {
  return useQuery({ queryKey: OFFERS_KEY, queryFn: fetchOffers });
}

export const makeOffer = (applicationId: string, input: OfferInput) =>
  apiWrite<Offer>('POST', `/api/applications/${applicationId}/offers`, input);

import { apiGet, apiWrite } from 'shared-kernel';

export type OfferStatus = 'pending' | 'accepted' | 'declined' | 'withdrawn' | 'expired' | string;

export interface Offer {
  id: string;
  applicationId: string;
  status: OfferStatus;
  salaryAmount: number;
  salaryType: 'yearly' | 'hourly';
  startDate: string | null;
  expiresAt: string | null;
  message: string | null;
  respondedAt: string | null;
  createdAt: string;
  job: { id: string; title: string };
  company: { id: string; name: string };
}

export interface OfferPage {
  items: Offer[];
  total: number;
  page: number;
  pageSize: number;
}

export const OFFERS_KEY = ['offers'] as const;

export const getOffers = () => apiGet<OfferPage>('/api/offers?pageSize=50');

export const respondToOffer = (id: string, answer: 'accept' | 'decline') =>
  apiWrite<Offer>('POST', `/api/offers/${encodeURIComponent(id)}/${answer}`);

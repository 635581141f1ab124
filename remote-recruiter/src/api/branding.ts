import type { CareersBranding, Company } from 'shared-kernel/contract';
import { updateCompany, useUpdateCompany } from './company';

// Branding lives on the company row: logo, two colours and the careers-page headline.

/** What the branding form saves: the careers page's branding (contract `CareersBranding`). */
export type Branding = CareersBranding;

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export function saveBranding(branding: Branding): Promise<Company> {
  return updateCompany(branding);
}

/** Saving the branding is a company update: the company reads again. */
export const useSaveBranding = useUpdateCompany;

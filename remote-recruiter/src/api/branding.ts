import { updateCompany, type Company } from './company';

// Branding lives on the company row: logo, two colours and the careers-page headline.

export interface Branding {
  logoUrl: string | null;
  primaryColor: string | null;
  accentColor: string | null;
  careersHeadline: string | null;
}

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export function saveBranding(branding: Branding): Promise<Company> {
  return updateCompany(branding);
}

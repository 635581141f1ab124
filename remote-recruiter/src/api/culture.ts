import { ApiError, apiGet, apiWrite } from 'shared-kernel';
import { type CultureResponses } from 'shared-kernel/rules';

// The company's culture answers: GET,PUT /api/cultural-assessment?assessmentType=company.

export interface CompanyCulture {
  assessmentType: 'company';
  responses: CultureResponses;
  updatedAt: string;
}

export const COMPANY_CULTURE_KEY = ['/api/cultural-assessment', 'company'] as const;

/** 404 means the company has not answered yet (null). */
export async function getCompanyCulture(): Promise<CompanyCulture | null> {
  try {
    return await apiGet<CompanyCulture>('/api/cultural-assessment?assessmentType=company');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function saveCompanyCulture(responses: CultureResponses): Promise<CompanyCulture> {
  return (await apiWrite<CompanyCulture>('PUT', '/api/cultural-assessment', {
    assessmentType: 'company',
    responses,
  })) as CompanyCulture;
}

import { apiGet, apiWrite } from 'shared-kernel';

export interface AlertCriteria {
  q?: string | null;
  city?: string | null;
  venueTypes?: string[] | null;
  employmentTypes?: string[] | null;
  minPay?: number | null;
  salaryType?: 'yearly' | 'hourly' | null;
  pace?: string | null;
}

export interface JobAlert {
  id: string;
  name: string;
  criteria: AlertCriteria;
  active: boolean;
  lastNotifiedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AlertPage {
  items: JobAlert[];
  total: number;
}

export interface AlertInput {
  name: string;
  criteria: AlertCriteria;
  active?: boolean;
}

export const JOB_ALERTS_KEY = ['job-alerts'] as const;

export const getJobAlerts = () => apiGet<AlertPage>('/api/job-alerts?pageSize=50');

export const createJobAlert = (input: AlertInput) =>
  apiWrite<JobAlert>('POST', '/api/job-alerts', input);

export const updateJobAlert = (id: string, input: Partial<AlertInput>) =>
  apiWrite<JobAlert>('PATCH', `/api/job-alerts/${encodeURIComponent(id)}`, input);

export const deleteJobAlert = (id: string) =>
  apiWrite<null>('DELETE', `/api/job-alerts/${encodeURIComponent(id)}`);

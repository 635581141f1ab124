import type { InterviewMode, InterviewStatus } from 'shared-kernel/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiWrite } from 'shared-kernel';

export type { InterviewMode };

export interface Interview {
  id: string;
  applicationId: string;
  status: InterviewStatus;
  mode: InterviewMode;
  startsAt: string;
  durationMinutes: number;
  location: string | null;
  videoUrl: string | null;
  interviewerName: string | null;
  job: { id: string; title: string };
  company: { id: string; name: string };
  candidate: { id: string; name: string };
}

export interface InterviewInput {
  startsAt: string;
  durationMinutes: number;
  mode: InterviewMode;
  location?: string;
  videoUrl?: string;
  interviewerName: string;
}

export const INTERVIEWS_KEY = ['recruiter', 'interviews'] as const;

export const fetchInterviews = () =>
  apiGet<{ upcoming: Interview[]; past: Interview[] }>('/api/interviews');

export function useInterviews() {
  return useQuery({ queryKey: INTERVIEWS_KEY, queryFn: fetchInterviews });
}

export const scheduleInterview = (applicationId: string, input: InterviewInput) =>
  apiWrite<Interview>('POST', `/api/applications/${applicationId}/interviews`, input);
export const rescheduleInterview = (id: string, input: Partial<InterviewInput>) =>
  apiWrite<Interview>('PATCH', `/api/interviews/${id}`, input);
export const cancelInterview = (id: string) =>
  apiWrite<Interview>('POST', `/api/interviews/${id}/cancel`);

/** The add-to-calendar file of an interview. */
export const calendarFileUrl = (id: string) => `/api/interviews/${id}/calendar.ics`;

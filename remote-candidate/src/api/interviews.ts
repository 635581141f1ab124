import { apiGet, apiWrite } from 'shared-kernel';

export type InterviewMode = 'in_person' | 'video' | 'phone';

export interface Interview {
  id: string;
  applicationId: string;
  status: string;
  mode: InterviewMode;
  startsAt: string;
  durationMinutes: number;
  location: string | null;
  videoUrl: string | null;
  interviewerName: string | null;
  job: { id: string; title: string };
  company: { id: string; name: string };
}

export interface InterviewList {
  upcoming: Interview[];
  past: Interview[];
}

export const INTERVIEWS_KEY = ['interviews'] as const;

export const getInterviews = () => apiGet<InterviewList>('/api/interviews');

export const confirmInterview = (id: string) =>
  apiWrite<Interview>('POST', `/api/interviews/${encodeURIComponent(id)}/confirm`);

/** The add-to-calendar file, served by the API. */
export const calendarHref = (id: string) =>
  `/api/interviews/${encodeURIComponent(id)}/calendar.ics`;

// Every route of the API, by resource: `routes.offers.accept` is `POST /api/offers/:id/accept`
// with its schemas (./route.ts). The API registers exactly these (api/test/contract-routes.test.ts).
import { accountRoutes } from './account.js';
import { analyticsRoutes } from './analytics.js';
import { applicationNoteRoutes } from './application-notes.js';
import { applicationRoutes, recruiterApplicationRoutes } from './applications.js';
import { authRoutes } from './auth.js';
import { billingRoutes } from './billing.js';
import { bookingRoutes } from './booking.js';
import { companyRoutes } from './companies.js';
import { conversationRoutes } from './conversations.js';
import { cultureToolRoutes } from './culture-tools.js';
import { healthRoutes } from './health.js';
import { hiringRoutes } from './hiring.js';
import { hiringWorkflowRoutes } from './hiring-workflows.js';
import { hospitalityQuizRoutes } from './hospitality-quiz.js';
import { interviewRoutes } from './interviews.js';
import { jobAlertRoutes } from './job-alerts.js';
import { jobBoardRoutes } from './job-boards.js';
import { jobRoutes } from './jobs.js';
import { newStarterRoutes } from './new-starter.js';
import { notificationRoutes } from './notifications.js';
import { offerRoutes } from './offers.js';
import { personalityRoutes } from './personality.js';
import { profileRoutes } from './profiles.js';
import { talentPoolRoutes } from './talent-pool.js';
import { teamRoutes } from './team.js';
import { venueRoutes } from './venues.js';

export const routes = {
  account: accountRoutes,
  analytics: analyticsRoutes,
  applicationNotes: applicationNoteRoutes,
  /** The candidate's side and the recruiter's pipeline. */
  applications: { ...applicationRoutes, ...recruiterApplicationRoutes },
  auth: authRoutes,
  billing: billingRoutes,
  booking: bookingRoutes,
  companies: companyRoutes,
  conversations: conversationRoutes,
  cultureTools: cultureToolRoutes,
  health: healthRoutes,
  hiring: hiringRoutes,
  hiringWorkflows: hiringWorkflowRoutes,
  hospitalityQuiz: hospitalityQuizRoutes,
  interviews: interviewRoutes,
  jobAlerts: jobAlertRoutes,
  jobBoards: jobBoardRoutes,
  jobs: jobRoutes,
  /** The new-starter pack (issue 43): /api/applications/:id/onboarding and its steps. */
  newStarters: newStarterRoutes,
  notifications: notificationRoutes,
  offers: offerRoutes,
  personality: personalityRoutes,
  profiles: profileRoutes,
  talentPool: talentPoolRoutes,
  team: teamRoutes,
  venues: venueRoutes,
};

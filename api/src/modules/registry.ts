import type { FastifyPluginAsync } from 'fastify';
import { accountModule } from './account/index.js';
import { analyticsModule } from './analytics/index.js';
import { applicationsModule, closeJobForApplicants } from './applications/index.js';
import { billingModule } from './billing/index.js';
import { candidatesModule, notifyMatchingAlerts } from './candidates/index.js';
import { companiesModule } from './companies/index.js';
import { cookieConsentModule } from './cookie-consent/index.js';
import { cultureToolsModule } from './culture-tools/index.js';
import { hiringModule } from './hiring/index.js';
import { jobBoardsModule } from './job-boards/index.js';
import { jobsModule } from './jobs/index.js';
import { newStartersModule } from './new-starters/index.js';
import { notificationsModule } from './notifications/index.js';

/** The marketplace's domain modules; each registers its own routes under /api. */
export const MARKETPLACE_MODULES: FastifyPluginAsync[] = [
  companiesModule,
  // Applications and candidates read jobs, so jobs imports neither: what opening a job (job
  // alerts) and closing it (its applicants) does in them is handed in here.
  jobsModule({ whenOpens: notifyMatchingAlerts, closeWithApplicants: closeJobForApplicants }),
  applicationsModule,
  candidatesModule,
  notificationsModule,
  analyticsModule,
  billingModule,
  cultureToolsModule,
  hiringModule,
  accountModule,
  jobBoardsModule,
  newStartersModule,
  cookieConsentModule,
];

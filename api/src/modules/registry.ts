import type { FastifyPluginAsync } from 'fastify';
import { accountModule } from './account/index.js';
import { analyticsModule } from './analytics/index.js';
import { applicationsModule } from './applications/index.js';
import { billingModule } from './billing/index.js';
import { candidatesModule } from './candidates/index.js';
import { companiesModule } from './companies/index.js';
import { cultureToolsModule } from './culture-tools/index.js';
import { hiringModule } from './hiring/index.js';
import { jobsModule } from './jobs/index.js';
import { notificationsModule } from './notifications/index.js';

/** The marketplace's domain modules; each registers its own routes under /api. */
export const MARKETPLACE_MODULES: FastifyPluginAsync[] = [
  companiesModule,
  jobsModule,
  applicationsModule,
  candidatesModule,
  notificationsModule,
  analyticsModule,
  billingModule,
  cultureToolsModule,
  hiringModule,
  accountModule,
];

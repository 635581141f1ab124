import type { FastifyPluginAsync } from 'fastify';
import { alertRoutes } from './alert-routes.js';
import { conversationRoutes } from './conversation-routes.js';
import { hospitalityQuizRoutes } from './hospitality-quiz-routes.js';
import { personalityRoutes } from './personality-routes.js';
import { profileRoutes } from './profile-routes.js';
import { talentPoolRoutes } from './talent-pool-routes.js';

/** The candidates module: profile, personality and hospitality quizzes, talent pool, messaging, job alerts (/api). */
export const candidatesModule: FastifyPluginAsync = async (app) => {
  await app.register(profileRoutes);
  await app.register(personalityRoutes);
  await app.register(hospitalityQuizRoutes);
  await app.register(talentPoolRoutes);
  await app.register(conversationRoutes);
  await app.register(alertRoutes);
};

// What other modules use of this one.
export { notifyMatchingAlerts } from './alerts.js';
export { getCandidateCulture, saveCandidateCulture } from './culture.js';
export { certificatesOf } from './certificates.js';
export { startCertificateExpirySweep, warnCertificateExpiriesNow } from './certificate-expiry.js';
export { lastInitial } from './talent-pool.js';

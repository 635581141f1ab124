import type { FastifyPluginAsync } from 'fastify';
import { notificationRoutes } from './routes.js';

/** The notifications module: the signed-in user's list, read flags and clearing, under /api. */
export const notificationsModule: FastifyPluginAsync = async (app) => {
  await app.register(notificationRoutes);
};

// What other modules use of this one.
export {
  createNotifications,
  notice,
  publishAll,
  published,
  type NotificationInput,
  type Written,
} from './notify.js';
export { clearPresence, markOffline, markOnline } from './presence.js';

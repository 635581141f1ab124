import type { FastifyPluginAsync } from 'fastify';

/** The notifications module: its routes under /api (being built). */
export const notificationsModule: FastifyPluginAsync = async () => {};

import type { FastifyPluginAsync } from 'fastify';

/** The applications module: its routes under /api (being built). */
export const applicationsModule: FastifyPluginAsync = async () => {};

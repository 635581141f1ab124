import type { FastifyPluginAsync } from 'fastify';

/** The jobs module: its routes under /api (being built). */
export const jobsModule: FastifyPluginAsync = async () => {};

import type { FastifyPluginAsync } from 'fastify';

/** The companies module: its routes under /api (being built). */
export const companiesModule: FastifyPluginAsync = async () => {};

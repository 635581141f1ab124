import type { FastifyPluginAsync } from 'fastify';

/** The candidates module: its routes under /api (being built). */
export const candidatesModule: FastifyPluginAsync = async () => {};

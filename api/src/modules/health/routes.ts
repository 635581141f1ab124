import type { FastifyPluginAsync } from 'fastify';

/** `GET /api/health` → `{ status: 'ok', database }` after a round trip to the database. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string' }, database: { type: 'string' } },
          },
        },
      },
    },
    async () => {
      await app.db.query('SELECT 1');
      return { status: 'ok', database: app.db.engine };
    },
  );
};

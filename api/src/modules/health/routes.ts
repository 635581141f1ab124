import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { pingDatabase } from './database.js';

/** Longer than this without the database's answer: 503 (a load balancer's check has its own). */
export const HEALTH_DATABASE_TIMEOUT_MS = 2000;

/**
 * `GET /api/health` → `{ status: 'ok' | 'degraded', database, degraded: [...] }` after a round
 * trip to the database; `degraded` names what does not answer (Redis, SMTP) while the API still
 * serves. 503 `{ message }` when the database does not answer, or while shutting down.
 */
export const healthRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.route({
    ...fromContract(app, routes.health.health),
    handler: async (_request, reply) => {
      if (app.health.draining) {
        return reply.code(503).send({ message: 'This API process is shutting down' });
      }
      let timer: NodeJS.Timeout | undefined;
      const answered = await Promise.race([
        pingDatabase(app.db).then(
          () => true,
          () => false,
        ),
        new Promise<false>(
          (resolve) => (timer = setTimeout(resolve, HEALTH_DATABASE_TIMEOUT_MS, false)),
        ),
      ]);
      clearTimeout(timer);
      if (!answered) return reply.code(503).send({ message: 'The database is not reachable' });
      const degraded = app.health.degraded();
      return {
        status: degraded.length > 0 ? ('degraded' as const) : ('ok' as const),
        database: app.db.engine,
        degraded,
      };
    },
  });
};

import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { authRoutes as schemas } from 'shared-kernel/contract';

/** `GET /api/health` → `{ status: 'ok', database }` after a round trip to the database. */
export const healthRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/health', { schema: schemas.health }, async () => {
    await app.db.query('SELECT 1');
    return { status: 'ok' as const, database: app.db.engine };
  });
};

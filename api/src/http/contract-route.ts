// Routes are registered from their contract entry (shared-kernel/src/contract/route.ts), so a
// route's method and path are written once, in the contract:
//   app.route({ ...fromContract(app, routes.offers.accept), preHandler, handler })
import type { Route } from 'shared-kernel/contract';

/**
 * Fastify's `method`, `url` and `schema` for a contract entry. The url is the entry's full path
 * less the prefix the plugin is registered under (src/app.ts: `/api`, `/api/auth`, `/api/dev`);
 * an entry outside that prefix is a mistake caught at start-up.
 */
export function fromContract<R extends Route>(
  plugin: { prefix: string },
  route: R,
): { method: R['method']; url: string; schema: R['schema'] } {
  const { prefix } = plugin;
  if (!route.path.startsWith(`${prefix}/`)) {
    throw new Error(`${route.method} ${route.path} is not under this plugin's prefix ${prefix}`);
  }
  return { method: route.method, url: route.path.slice(prefix.length), schema: route.schema };
}

import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from './session-cookie.js';

export const DOCS_PREFIX = '/api/docs';

const packageJson = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

/** `/api/job-recommendations/{id}` → `job-recommendations` (groups the operations in the UI). */
function tagOf(url: string): string {
  return url.split('/').filter(Boolean)[1] ?? 'api';
}

/**
 * The OpenAPI 3 document, generated from the route schemas (`GET /api/docs/json`, `/yaml`), and
 * Swagger UI at `/api/docs`. Register BEFORE the routes: it collects them as they are added.
 * The UI's assets are linked as `/api/docs/static/…` (absolute), which the host's `/api` proxy
 * forwards unchanged.
 */
export function registerOpenApi(app: FastifyInstance): void {
  app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'HospoHire API',
        description:
          'The HospoHire marketplace API. Signed-in calls use the session cookie set by sign-in; ' +
          'every write must be sent as JSON.',
        version: packageJson.version,
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
    },
    transform: ({ schema, url }) => {
      const tags = schema && 'tags' in schema && schema.tags ? schema.tags : [tagOf(url)];
      return { schema: { ...schema, tags }, url };
    },
  });
  app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}

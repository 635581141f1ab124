import type { FastifyPluginAsync } from 'fastify';
import { PRIMARY_VALUES } from 'shared-kernel/rules';
import { requireCompanyManager, requireRecruiter } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { idParams, objectSchema, pageQuery, type Page } from '../companies/schemas.js';
import { getCanvas, saveCanvas, type CanvasInput } from './canvas-service.js';
import { createMoment, deleteMoment, listMoments, type MomentInput } from './moments-service.js';
import { listPastPeople, PAST_PEOPLE_KINDS, type PastPeopleKind } from './past-people-service.js';

const nonBlank = (maxLength: number) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

const canvasItem = objectSchema(
  {
    title: nonBlank(120),
    description: { type: 'string', maxLength: 1000 },
    primaryValue: { type: ['string', 'null'], enum: [...PRIMARY_VALUES, null] },
  },
  ['title', 'description'],
);
const canvasList = { type: 'array', maxItems: 12, items: canvasItem } as const;

const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', minLength: 10, maxLength: 10 };

/** Strategy canvas, magical moments and the past people a company could invite back. */
export const cultureToolRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/strategy-canvas',
    { preHandler: requireRecruiter, schema: { querystring: objectSchema({}) } },
    async (request) => getCanvas(app.db, signedInUser(request).id),
  );

  app.put<{ Body: CanvasInput }>(
    '/strategy-canvas',
    {
      // The canvas is the company's culture (it can set the culture profile): owner and admins.
      preHandler: requireCompanyManager,
      schema: {
        body: objectSchema(
          {
            coreValues: canvasList,
            standards: canvasList,
            applyToCultureProfile: { type: 'boolean' },
          },
          ['coreValues', 'standards'],
        ),
      },
    },
    async (request) => saveCanvas(app.db, signedInUser(request).id, request.body),
  );

  app.get<{ Querystring: Page & { teamMember?: string } }>(
    '/magical-moments',
    {
      preHandler: requireRecruiter,
      schema: {
        querystring: objectSchema({ ...pageQuery, teamMember: { type: 'string', maxLength: 120 } }),
      },
    },
    async (request) => listMoments(app.db, signedInUser(request).id, request.query),
  );

  app.post<{ Body: MomentInput }>(
    '/magical-moments',
    {
      preHandler: requireRecruiter,
      schema: {
        body: objectSchema(
          {
            teamMemberName: nonBlank(120),
            title: { type: ['string', 'null'], maxLength: 200 },
            description: nonBlank(5000),
            occurredOn: day,
            venueId: { type: ['string', 'null'], format: 'uuid' },
          },
          ['teamMemberName', 'description'],
        ),
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createMoment(app.db, signedInUser(request).id, request.body)),
  );

  app.delete<{ Params: { id: string } }>(
    '/magical-moments/:id',
    { preHandler: requireRecruiter, schema: { params: idParams } },
    async (request, reply) => {
      await deleteMoment(app.db, signedInUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: Page & { kind: PastPeopleKind } }>(
    '/companies/mine/past-people',
    {
      preHandler: requireRecruiter,
      schema: {
        querystring: objectSchema(
          { ...pageQuery, kind: { type: 'string', enum: PAST_PEOPLE_KINDS } },
          ['kind'],
        ),
      },
    },
    async (request) => listPastPeople(app.db, signedInUser(request).id, request.query),
  );
};

import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { offerRoutes as schemas } from 'shared-kernel/contract';
import { requireCandidate, requireRecruiter } from '../access/roles.js';
import { requireUser, signedInUser } from '../auth/sessions.js';
import { publishAll } from '../notifications/notify.js';
import { listOffers, makeOffer, respondToOffer, type OfferInput } from './offers-service.js';
import { idParams, noQuery, objectSchema } from './schemas.js';
import { recruiterOf, viewerOf } from './viewer.js';

/** Offers: the recruiter makes one; the candidate accepts or declines it. */
export const offerRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: string }; Body: OfferInput }>(
    '/applications/:id/offers',
    {
      preHandler: requireRecruiter,
      schema: {
        params: idParams,
        querystring: noQuery,
        body: objectSchema(
          {
            salaryAmount: { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000 },
            salaryType: { type: 'string', enum: ['yearly', 'hourly'] },
            startDate: { type: 'string', format: 'date', maxLength: 10 },
            expiresAt: { type: 'string', format: 'date-time', maxLength: 40 },
            message: { type: 'string', maxLength: 5000 },
          },
          ['salaryAmount', 'salaryType', 'startDate', 'expiresAt'],
        ),
      },
    },
    async (request, reply) => {
      const recruiter = await recruiterOf(app.db, request);
      const { result, events } = await makeOffer(
        app.db,
        recruiter,
        request.params.id,
        request.body,
      );
      await publishAll(app, events);
      reply.status(201);
      return result;
    },
  );

  // The routes the candidate uses: contract schemas (shared-kernel/src/contract/offers.ts).
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get('/offers', { preHandler: requireUser, schema: schemas.list }, async (request) =>
    listOffers(app.db, await viewerOf(app.db, request), request.query.page, request.query.pageSize),
  );

  for (const [path, answer] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    typed.post(
      `/offers/:id/${path}`,
      { preHandler: requireCandidate, schema: schemas.respond },
      async (request) => {
        const { result, events } = await respondToOffer(
          app.db,
          signedInUser(request).id,
          request.params.id,
          answer,
        );
        await publishAll(app, events);
        return result;
      },
    );
  }
};

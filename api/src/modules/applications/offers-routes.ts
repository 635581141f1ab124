import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { offerRoutes as schemas } from 'shared-kernel/contract';
import { requireCandidate, requireRecruiter } from '../access/roles.js';
import { requireUser, signedInUser } from '../auth/sessions.js';
import { published } from '../notifications/notify.js';
import { expireOffersNow } from './offers-expiry.js';
import { listOffers, makeOffer, respondToOffer, withdrawOffer } from './offers-service.js';
import { publishingRefused } from './store.js';
import { recruiterOf, viewerOf } from './viewer.js';

/** Offers: the recruiter makes or withdraws one; the candidate accepts or declines it. */
export const offerRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/offers.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/applications/:id/offers',
    { preHandler: requireRecruiter, schema: schemas.make },
    async (request, reply) => {
      const recruiter = await recruiterOf(app.db, request);
      return reply
        .status(201)
        .send(await published(app, makeOffer(app.db, recruiter, request.params.id, request.body)));
    },
  );

  app.post(
    '/offers/:id/withdraw',
    { preHandler: requireRecruiter, schema: schemas.withdraw },
    async (request) => {
      const recruiter = await recruiterOf(app.db, request);
      return published(
        app,
        publishingRefused(app, () =>
          withdrawOffer(app.db, recruiter, request.params.id, request.body),
        ),
      );
    },
  );

  app.get('/offers', { preHandler: requireUser, schema: schemas.list }, async (request) => {
    // A deadline that passed since the last sweep expires before the list is read.
    await expireOffersNow(app);
    return listOffers(
      app.db,
      await viewerOf(app.db, request),
      request.query.page,
      request.query.pageSize,
    );
  });

  for (const [path, answer] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/offers/:id/${path}`,
      { preHandler: requireCandidate, schema: schemas.respond },
      async (request) => {
        return published(
          app,
          publishingRefused(app, () =>
            respondToOffer(app.db, signedInUser(request).id, request.params.id, answer),
          ),
        );
      },
    );
  }
};

import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes, type OfferAnswer } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireCandidate, requireRecruiter } from '../access/index.js';
import { requireUser, signedInUser } from '../auth/index.js';
import { published } from '../notifications/index.js';
import { expireOffersNow } from './offers-expiry.js';
import { listOffers, makeOffer, respondToOffer, withdrawOffer } from './offers-service.js';
import { publishingRefused } from './store.js';
import { recruiterOf, viewerOf } from './viewer.js';

/** Offers: the recruiter makes or withdraws one; the candidate accepts or declines it. */
export const offerRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract entries (shared-kernel/src/contract/offers.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.offers.make),
    preHandler: requireRecruiter,
    handler: async (request, reply) => {
      const recruiter = await recruiterOf(app.db, request);
      return reply
        .status(201)
        .send(await published(app, makeOffer(app.db, recruiter, request.params.id, request.body)));
    },
  });

  app.route({
    ...fromContract(app, routes.offers.withdraw),
    preHandler: requireRecruiter,
    handler: async (request) => {
      const recruiter = await recruiterOf(app.db, request);
      return published(
        app,
        publishingRefused(app, () =>
          withdrawOffer(app.db, recruiter, request.params.id, request.body),
        ),
      );
    },
  });

  app.route({
    ...fromContract(app, routes.offers.list),
    preHandler: requireUser,
    handler: async (request) => {
      // A deadline that passed since the last sweep expires before the list is read.
      await expireOffersNow(app);
      return listOffers(
        app.db,
        await viewerOf(app.db, request),
        request.query.page,
        request.query.pageSize,
      );
    },
  });

  const ANSWERED = { accept: 'accepted', decline: 'declined' } as const;
  for (const answer of ['accept', 'decline'] as const satisfies readonly OfferAnswer[]) {
    app.route({
      ...fromContract(app, routes.offers[answer]),
      preHandler: requireCandidate,
      handler: async (request) =>
        published(
          app,
          publishingRefused(app, () =>
            respondToOffer(app.db, signedInUser(request).id, request.params.id, ANSWERED[answer]),
          ),
        ),
    });
  }
};

import type {
  MakeOfferBody,
  Offer,
  OfferPage,
  OfferStatus,
  SalaryType,
} from 'shared-kernel/contract';
import { formatPay, londonDay } from 'shared-kernel/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import type { NotificationEvent } from '../../events/bus.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { HIRING } from '../mail/templates/hiring.js';
import { createNotifications, notice } from '../notifications/notify.js';
import type { Viewer } from './interviews-service.js';
import { expireDueOffers, stageBeforeOffer } from './offers-expiry.js';
import {
  companyMemberIds,
  findApplication,
  iso,
  isoTime,
  refusedWithEvents,
  setStatus,
} from './store.js';
import {
  canChangeStatus,
  offerRefusedMessage,
  statusAfterOffer,
  type ApplicationStatus,
} from './transitions.js';

export type OfferInput = MakeOfferBody;

type Written<T> = { result: T; events: NotificationEvent[] };

type OfferRow = {
  id: string;
  application_id: string;
  candidate_id: string;
  company_id: string;
  status: OfferStatus;
  salary_type: SalaryType;
  salary_amount_pence: number;
  start_date: string | null;
  expires_at: Date | string | null;
  message: string | null;
  responded_at: Date | string | null;
  withdrawn_at: Date | string | null;
  withdrawal_message: string | null;
  created_at: Date | string;
  expired: boolean;
  application_status: ApplicationStatus;
  job_id: string;
  job_title: string;
  company_name: string;
  candidate_name: string;
};

const SELECT_OFFER = `
  SELECT o.id, o.application_id, o.candidate_id, o.company_id, o.status, o.salary_type,
         o.salary_amount_pence, to_char(o.start_date, 'YYYY-MM-DD') AS start_date, o.expires_at,
         o.message, o.responded_at, o.withdrawn_at, o.withdrawal_message, o.created_at,
         (o.expires_at IS NOT NULL AND o.expires_at <= now()) AS expired,
         a.status AS application_status, a.job_id, j.title AS job_title, c.name AS company_name,
         u.first_name || ' ' || u.last_name AS candidate_name
  FROM offers o
  JOIN applications a ON a.id = o.application_id
  JOIN jobs j ON j.id = a.job_id
  JOIN companies c ON c.id = o.company_id
  JOIN users u ON u.id = o.candidate_id`;

/** A pending offer past its expiry reads as expired. */
export const serializeOffer = (row: OfferRow): Offer => ({
  id: row.id,
  applicationId: row.application_id,
  status: row.status === 'pending' && row.expired ? 'expired' : row.status,
  salaryAmount: row.salary_amount_pence / 100,
  salaryType: row.salary_type,
  startDate: row.start_date,
  expiresAt: iso(row.expires_at),
  message: row.message,
  respondedAt: iso(row.responded_at),
  withdrawnAt: iso(row.withdrawn_at),
  withdrawalMessage: row.withdrawal_message,
  createdAt: isoTime(row.created_at),
  job: { id: row.job_id, title: row.job_title },
  company: { id: row.company_id, name: row.company_name },
  candidate: { id: row.candidate_id, name: row.candidate_name },
});

export async function latestOfferOfApplication(db: Db, applicationId: string) {
  return (await offersOfApplication(db, applicationId))[0] ?? null;
}

/** Every offer of an application, newest first (withdrawn and expired ones stay: the history). */
export async function offersOfApplication(db: Db, applicationId: string): Promise<Offer[]> {
  const { rows } = await db.query<OfferRow>(
    `${SELECT_OFFER} WHERE o.application_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT 50`,
    [applicationId],
  );
  return rows.map(serializeOffer);
}

async function findOffer(db: Db, viewer: Viewer, id: string, lock = false) {
  const { rows } = await db.query<OfferRow>(
    `${SELECT_OFFER} WHERE o.id = $1 AND ${
      viewer.userType === 'candidate' ? 'o.candidate_id' : 'o.company_id'
    } = $2${lock ? ' FOR UPDATE OF o' : ''}`,
    [id, viewer.userType === 'candidate' ? viewer.id : viewer.companyId],
  );
  if (!rows[0]) throw notFound('Offer not found');
  return rows[0];
}

export async function listOffers(
  db: Db,
  viewer: Viewer,
  page: number,
  pageSize: number,
): Promise<OfferPage> {
  if (viewer.userType === 'recruiter' && !viewer.companyId) {
    return { items: [], total: 0, page, pageSize };
  }
  const column = viewer.userType === 'candidate' ? 'o.candidate_id' : 'o.company_id';
  const owner = viewer.userType === 'candidate' ? viewer.id : viewer.companyId;
  const { rows: counted } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM offers o WHERE ${column} = $1`,
    [owner],
  );
  const { rows } = await db.query<OfferRow>(
    `${SELECT_OFFER} WHERE ${column} = $1 ORDER BY o.created_at DESC, o.id DESC
     LIMIT $2 OFFSET $3`,
    [owner, pageSize, (page - 1) * pageSize],
  );
  return { items: rows.map(serializeOffer), total: counted[0].total, page, pageSize };
}

const PAY_CAP_PENCE = { hourly: 100_000, yearly: 100_000_000 };

export async function makeOffer(
  db: Db,
  recruiter: { id: string; companyId: string },
  applicationId: string,
  input: OfferInput,
): Promise<Written<Offer>> {
  const pence = Math.round(input.salaryAmount * 100);
  if (pence <= 0) throw badRequest('Salary amount must be more than 0', 'salaryAmount');
  if (pence > PAY_CAP_PENCE[input.salaryType]) {
    throw badRequest(
      input.salaryType === 'hourly'
        ? 'Salary amount must be at most £1,000 an hour'
        : 'Salary amount must be at most £1,000,000 a year',
      'salaryAmount',
    );
  }
  if (input.startDate < londonDay()) {
    throw badRequest('Start date must be today or later', 'startDate');
  }
  if (new Date(input.expiresAt).getTime() <= Date.now()) {
    throw badRequest('The response deadline must be in the future', 'expiresAt');
  }
  return db.transaction(async (tx) => {
    const application = await findApplication(
      tx,
      applicationId,
      { companyId: recruiter.companyId },
      true,
    );
    // An earlier pending offer that has run out expires now (and the application goes back).
    const expiredNotices = await expireDueOffers(tx, application.id);
    if (expiredNotices.length) {
      Object.assign(
        application,
        await findApplication(tx, applicationId, { companyId: recruiter.companyId }),
      );
    }
    const next = statusAfterOffer(application.status);
    if (!next) throw conflict(offerRefusedMessage(application.status));
    const pending = await kysely(tx)
      .selectFrom('offers')
      .select('id')
      .where('application_id', '=', application.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending) throw conflict(offerRefusedMessage('offered'));
    const message = input.message?.trim() || null;
    const { id } = await kysely(tx)
      .insertInto('offers')
      .values({
        application_id: application.id,
        candidate_id: application.candidate_id,
        company_id: application.company_id,
        salary_type: input.salaryType,
        salary_amount_pence: pence,
        start_date: input.startDate,
        expires_at: input.expiresAt,
        message,
        created_by: recruiter.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setStatus(tx, application, next, recruiter.id, 'Offer made');
    const row = await findOffer(
      tx,
      { id: recruiter.id, userType: 'recruiter', companyId: recruiter.companyId },
      id,
    );
    const offerMade = HIRING.offerMade({
      companyName: application.company_name,
      jobTitle: application.job_title,
      pay: formatPay({ salaryAmount: input.salaryAmount, salaryType: input.salaryType }),
      startDate: input.startDate,
      deadline: input.expiresAt,
    });
    if (message) offerMade.details = [...(offerMade.details ?? []), '', message];
    const events = await createNotifications(tx, [
      ...expiredNotices,
      notice(application.candidate_id, offerMade),
    ]);
    return { result: serializeOffer(row), events };
  });
}

/**
 * The recruiter withdraws a pending offer: status 'withdrawn' with the message, the application
 * back to the stage before the offer (history kept), the candidate told. A corrected offer is a
 * new offer made after this.
 */
export async function withdrawOffer(
  db: Db,
  recruiter: { id: string; companyId: string },
  id: string,
  input: { message?: string } | undefined,
): Promise<Written<Offer>> {
  const viewer: Viewer = {
    id: recruiter.id,
    userType: 'recruiter',
    companyId: recruiter.companyId,
  };
  const message = input?.message?.trim() || null;
  return db
    .transaction(async (tx) => {
      const offer = await findOffer(tx, viewer, id, true);
      if (offer.status === 'pending' && offer.expired) {
        const events = await createNotifications(
          tx,
          await expireDueOffers(tx, offer.application_id),
        );
        return { result: serializeOffer(await findOffer(tx, viewer, id)), events, expired: true };
      }
      if (offer.status !== 'pending') throw conflict(`This offer is already ${offer.status}`);
      await kysely(tx)
        .updateTable('offers')
        .set({
          status: 'withdrawn',
          withdrawn_at: sql<Date>`now()`,
          withdrawal_message: message,
        })
        .where('id', '=', id)
        .returning('id')
        .execute();
      if (offer.application_status === 'offered') {
        const back = await stageBeforeOffer(tx, offer.application_id);
        await setStatus(
          tx,
          { id: offer.application_id, status: offer.application_status },
          back,
          recruiter.id,
          message ? `Offer withdrawn: ${message}`.slice(0, 2000) : 'Offer withdrawn',
        );
      }
      const events = await createNotifications(tx, [
        notice(
          offer.candidate_id,
          HIRING.offerWithdrawn({
            companyName: offer.company_name,
            jobTitle: offer.job_title,
            message,
          }),
        ),
      ]);
      return { result: serializeOffer(await findOffer(tx, viewer, id)), events, expired: false };
    })
    .then(({ result, events, expired }) => {
      if (expired) throw refusedWithEvents(conflict('This offer has expired'), events);
      return { result, events };
    });
}

export async function respondToOffer(
  db: Db,
  candidateId: string,
  id: string,
  answer: 'accepted' | 'declined',
): Promise<Written<Offer>> {
  const viewer: Viewer = { id: candidateId, userType: 'candidate', companyId: null };
  return db
    .transaction(async (tx) => {
      const offer = await findOffer(tx, viewer, id, true);
      if (offer.status === 'pending' && offer.expired) {
        // The deadline passed: it expires now (both sides told), and cannot be answered.
        const events = await createNotifications(
          tx,
          await expireDueOffers(tx, offer.application_id),
        );
        return { result: serializeOffer(await findOffer(tx, viewer, id)), events, expired: true };
      }
      if (offer.status !== 'pending') {
        throw conflict(`This offer is already ${offer.status}`);
      }
      if (!canChangeStatus('candidate', offer.application_status, answer)) {
        throw conflict(`Cannot move an application from ${offer.application_status} to ${answer}`);
      }
      await kysely(tx)
        .updateTable('offers')
        .set({ status: answer, responded_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returning('id')
        .execute();
      await setStatus(
        tx,
        { id: offer.application_id, status: offer.application_status },
        answer,
        candidateId,
      );
      const row = await findOffer(tx, viewer, id);
      const message = HIRING.offerAnswered({
        jobId: offer.job_id,
        jobTitle: offer.job_title,
        candidateName: offer.candidate_name,
        answer,
      });
      const events = await createNotifications(
        tx,
        (await companyMemberIds(tx, offer.company_id)).map((userId) => notice(userId, message)),
      );
      return { result: serializeOffer(row), events, expired: false };
    })
    .then(({ result, events, expired }) => {
      if (expired) throw refusedWithEvents(conflict('This offer has expired'), events);
      return { result, events };
    });
}

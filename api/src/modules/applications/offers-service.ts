import {
  fieldLabel,
  type MakeOfferBody,
  type MinimumAge,
  type Offer,
  type OfferPage,
} from 'shared-kernel/contract';
import {
  dayOutside,
  formatPay,
  instantOutside,
  payProblem,
  wageFloorProblem,
  WINDOW_TEXTS,
} from 'shared-kernel/rules';
import { sql, type InferResult } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { HIRING } from '../mail/index.js';
import { createNewStarter } from '../new-starters/index.js';
import { createNotifications, notice, type Written } from '../notifications/index.js';
import { recruiterViewer, type Viewer } from './interviews-service.js';
import { expireDueOffers, stageBeforeOffer } from './offers-expiry.js';
import {
  companyMemberIds,
  findApplication,
  fullName,
  iso,
  isoTime,
  refusedWithEvents,
  setStatus,
} from './store.js';
import { canChangeStatus, offerRefusedMessage, statusAfterOffer } from './transitions.js';

export type OfferInput = MakeOfferBody;

/** An offer with its application's status, job, company and candidate: add the WHERE to it. */
const selectOffer = (db: Db) =>
  kysely(db)
    .selectFrom('offers as o')
    .innerJoin('applications as a', 'a.id', 'o.application_id')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .innerJoin('users as u', 'u.id', 'o.candidate_id')
    .select((eb) => [
      'o.id',
      'o.application_id',
      'o.candidate_id',
      'o.company_id',
      'o.status',
      'o.salary_type',
      'o.salary_amount_pence',
      // A date column is read as text (src/db/tables.ts, CalendarDate).
      sql<string | null>`to_char(${eb.ref('o.start_date')}, 'YYYY-MM-DD')`.as('start_date'),
      'o.expires_at',
      'o.message',
      'o.responded_at',
      'o.withdrawn_at',
      'o.withdrawal_message',
      'o.created_at',
      eb
        .and([eb('o.expires_at', 'is not', null), eb('o.expires_at', '<=', sql<Date>`now()`)])
        .$castTo<boolean>()
        .as('expired'),
      'a.status as application_status',
      'a.job_id',
      'j.title as job_title',
      'c.name as company_name',
      fullName(eb.ref('u.first_name'), eb.ref('u.last_name')).as('candidate_name'),
    ]);

type OfferRow = InferResult<ReturnType<typeof selectOffer>>[number];

/** The column that says whose the offer is, and the viewer's value for it. */
const ownerOf = (viewer: Viewer) =>
  viewer.userType === 'candidate'
    ? (['o.candidate_id', viewer.id] as const)
    : (['o.company_id', viewer.companyId] as const);

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
  const rows = await selectOffer(db)
    .where('o.application_id', '=', applicationId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(50)
    .execute();
  return rows.map(serializeOffer);
}

async function findOffer(db: Db, viewer: Viewer, id: string, lock = false) {
  const [column, owner] = ownerOf(viewer);
  // A recruiter without a company owns no offer (`company_id = NULL` matches no row).
  const row =
    owner === null
      ? undefined
      : await selectOffer(db)
          .where('o.id', '=', id)
          .where(column, '=', owner)
          .$if(lock, (qb) => qb.forUpdate('o'))
          .executeTakeFirst();
  if (!row) throw notFound('Offer not found');
  return row;
}

export async function listOffers(
  db: Db,
  viewer: Viewer,
  page: number,
  pageSize: number,
): Promise<OfferPage> {
  const [column, owner] = ownerOf(viewer);
  if (!owner) return { items: [], total: 0, page, pageSize };
  const { total } = await kysely(db)
    .selectFrom('offers as o')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total'))
    .where(column, '=', owner)
    .executeTakeFirstOrThrow();
  const rows = await selectOffer(db)
    .where(column, '=', owner)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { items: rows.map(serializeOffer), total, page, pageSize };
}

/**
 * The pay in range for its type, in whole pence (PAY_LIMITS), the start date between today and a
 * year ahead, the response deadline after now and at most 60 days ahead (INPUT_WINDOWS): else a
 * 400 naming the field.
 */
function checkOffer(input: OfferInput): void {
  const pay = payProblem(input.salaryAmount, input.salaryType, fieldLabel('salaryAmount'));
  if (pay) throw badRequest(pay, 'salaryAmount');
  const start = dayOutside(input.startDate, 'offerStart');
  if (start === 'past') throw badRequest(WINDOW_TEXTS.pastDay('Start date'), 'startDate');
  if (start) throw badRequest(WINDOW_TEXTS.beyond('Start date', 'offerStart'), 'startDate');
  const deadline = instantOutside(input.expiresAt, 'offerResponse');
  if (deadline === 'past') {
    throw badRequest(WINDOW_TEXTS.pastInstant('The response deadline'), 'expiresAt');
  }
  if (deadline) {
    throw badRequest(WINDOW_TEXTS.beyond('The response deadline', 'offerResponse'), 'expiresAt');
  }
}

/**
 * The offered pay is at least the minimum wage for the job's minimum age on the start day (issue
 * 43: an April start is held to April's rates), else a 400 naming `salaryAmount`.
 */
async function checkOfferWageFloor(db: Db, jobId: string, input: OfferInput): Promise<void> {
  const job = await kysely(db)
    .selectFrom('jobs')
    .select(sql<MinimumAge>`minimum_age`.as('minimum_age'))
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  const below = wageFloorProblem(
    input.salaryAmount,
    input.salaryType,
    job.minimum_age,
    fieldLabel('salaryAmount'),
    input.startDate,
  );
  if (below) throw badRequest(below, 'salaryAmount');
}

export async function makeOffer(
  db: Db,
  recruiter: { id: string; companyId: string },
  applicationId: string,
  input: OfferInput,
): Promise<Written<Offer>> {
  checkOffer(input);
  const pence = Math.round(input.salaryAmount * 100);
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
    await checkOfferWageFloor(tx, application.job_id, input);
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
    const row = await findOffer(tx, recruiterViewer(recruiter), id);
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
  const viewer = recruiterViewer(recruiter);
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
      // An accepted offer opens the new-starter pack, in this transaction (issue 43 item 4).
      if (answer === 'accepted') await createNewStarter(tx, offer, offer.start_date);
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

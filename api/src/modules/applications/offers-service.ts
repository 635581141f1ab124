import type {
  MakeOfferBody,
  Offer,
  OfferPage,
  OfferStatus,
  SalaryType,
} from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import type { NotificationEvent } from '../../events/bus.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { createNotifications } from '../notifications/notify.js';
import type { Viewer } from './interviews-service.js';
import { companyMemberIds, findApplication, iso, isoTime, setStatus } from './store.js';
import { canChangeStatus, statusAfterOffer, type ApplicationStatus } from './transitions.js';

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
         o.message, o.responded_at, o.created_at,
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
  createdAt: isoTime(row.created_at),
  job: { id: row.job_id, title: row.job_title },
  company: { id: row.company_id, name: row.company_name },
  candidate: { id: row.candidate_id, name: row.candidate_name },
});

export async function latestOfferOfApplication(db: Db, applicationId: string) {
  const { rows } = await db.query<OfferRow>(
    `${SELECT_OFFER} WHERE o.application_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT 1`,
    [applicationId],
  );
  return rows[0] ? serializeOffer(rows[0]) : null;
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
  if (new Date(input.expiresAt).getTime() <= Date.now()) {
    throw badRequest('Expires at must be in the future', 'expiresAt');
  }
  return db.transaction(async (tx) => {
    const application = await findApplication(
      tx,
      applicationId,
      { companyId: recruiter.companyId },
      true,
    );
    const next = statusAfterOffer(application.status);
    if (!next) throw conflict(`Cannot make an offer on a ${application.status} application`);
    // An earlier pending offer that has run out no longer blocks a new one.
    await tx.query(
      `UPDATE offers SET status = 'expired'
       WHERE application_id = $1 AND status = 'pending' AND expires_at <= now()`,
      [application.id],
    );
    const { rows: pending } = await tx.query(
      `SELECT id FROM offers WHERE application_id = $1 AND status = 'pending'`,
      [application.id],
    );
    if (pending[0]) throw conflict('This application already has a pending offer');
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO offers (application_id, candidate_id, company_id, salary_type,
                           salary_amount_pence, start_date, expires_at, message, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        application.id,
        application.candidate_id,
        application.company_id,
        input.salaryType,
        pence,
        input.startDate,
        input.expiresAt,
        input.message?.trim() || null,
        recruiter.id,
      ],
    );
    await setStatus(tx, application, next, recruiter.id, 'Offer made');
    const row = await findOffer(
      tx,
      { id: recruiter.id, userType: 'recruiter', companyId: recruiter.companyId },
      rows[0].id,
    );
    const events = await createNotifications(tx, [
      {
        userId: application.candidate_id,
        type: 'offer.created',
        title: 'Job offer',
        body: `${application.company_name} offered you the ${application.job_title} job`,
        href: '/job-offers',
      },
    ]);
    return { result: serializeOffer(row), events };
  });
}

export async function respondToOffer(
  db: Db,
  candidateId: string,
  id: string,
  answer: 'accepted' | 'declined',
): Promise<Written<Offer>> {
  const viewer: Viewer = { id: candidateId, userType: 'candidate', companyId: null };
  return db.transaction(async (tx) => {
    const offer = await findOffer(tx, viewer, id, true);
    if (offer.status !== 'pending') {
      throw conflict(`This offer is already ${offer.status}`);
    }
    if (offer.expired && answer === 'accepted') {
      throw conflict('This offer has expired');
    }
    if (!canChangeStatus('candidate', offer.application_status, answer)) {
      throw conflict(`Cannot move an application from ${offer.application_status} to ${answer}`);
    }
    await tx.query(`UPDATE offers SET status = $2, responded_at = now() WHERE id = $1`, [
      id,
      answer,
    ]);
    await setStatus(
      tx,
      { id: offer.application_id, status: offer.application_status },
      answer,
      candidateId,
    );
    const row = await findOffer(tx, viewer, id);
    const verb = answer === 'accepted' ? 'accepted' : 'declined';
    const events = await createNotifications(
      tx,
      (await companyMemberIds(tx, offer.company_id)).map((userId) => ({
        userId,
        type: answer === 'accepted' ? 'offer.accepted' : 'offer.declined',
        title: answer === 'accepted' ? 'Offer accepted' : 'Offer declined',
        body: `${offer.candidate_name} ${verb} your offer for ${offer.job_title}`,
        href: `/job-applications/${offer.job_id}`,
      })),
    );
    return { result: serializeOffer(row), events };
  });
}

import type { Company, CompanyInput, CompanyPatch, MyCompany } from 'shared-kernel/contract';
import type { Updateable } from 'kysely';
import { slugWords } from 'shared-kernel/rules';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import type { Companies } from '../../db/tables.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import {
  companyMembership,
  MANAGER_ROLES,
  requireCompanyMembership,
  requireCompanyRole,
  type Membership,
} from '../access/index.js';
import { lockUser } from './locks.js';
import { createOnboardingSteps, markStepDone } from './onboarding.js';

export type CompanyJson = Company;

type CompanyRow = Omit<CompanyJson, 'createdAt' | 'updatedAt'> & {
  createdAt: Date | string;
  updatedAt: Date | string;
};

/** The columns of `companies` as a CompanyRow. */
const COMPANY_COLUMNS = [
  'id',
  'name',
  'slug',
  'description',
  'website_url as websiteUrl',
  'logo_url as logoUrl',
  'primary_color as primaryColor',
  'accent_color as accentColor',
  'careers_headline as careersHeadline',
  'created_at as createdAt',
  'updated_at as updatedAt',
] as const;

export function toCompanyJson(row: CompanyRow): CompanyJson {
  return {
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function findCompany(db: Db, companyId: string): Promise<CompanyJson> {
  const row = await kysely(db)
    .selectFrom('companies')
    .select(COMPANY_COLUMNS)
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw notFound('Company not found');
  return toCompanyJson(row);
}

export type { Membership } from '../access/index.js';
export { NO_COMPANY_MESSAGE } from '../access/index.js';

/** A recruiter belongs to one company: creating a second or accepting an invitation is 409. */
export const ALREADY_IN_COMPANY_MESSAGE = 'You already belong to a company';

/** The user's membership (a recruiter belongs to one company), or null. */
export async function findMembership(db: Db, userId: string): Promise<Membership | null> {
  return companyMembership(db, { id: userId });
}

/** The user's membership, or 404 'You have not set up a company yet'. */
export async function requireMembership(db: Db, userId: string): Promise<Membership> {
  return requireCompanyMembership(db, { id: userId });
}

/** The user's company when they are its owner or an admin; 404 without one, else 403. */
export async function requireManagerOf(db: Db, userId: string): Promise<string> {
  return requireCompanyRole(db, { id: userId }, MANAGER_ROLES);
}

/** `GET /api/me/company`. */
export async function myCompany(db: Db, userId: string): Promise<MyCompany> {
  const membership = await requireMembership(db, userId);
  return { ...membership, company: await findCompany(db, membership.companyId) };
}

/** The most characters of a new company's slug from its name (the column allows 80, with room for '-2'…). */
const COMPANY_SLUG_MAX = 70;

/**
 * "Café Rouge & Co." → "cafe-rouge-and-co": the one slug rule (shared-kernel/rules slug.ts), or
 * 'company' when the name has no letters or digits. Chosen once, when the company is created.
 */
export function companySlug(name: string): string {
  return slugWords(name, COMPANY_SLUG_MAX) || 'company';
}

export type { CompanyInput, CompanyPatch } from 'shared-kernel/contract';

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest('Name is required', 'name');
  return trimmed;
}

/** `POST /api/companies`: the recruiter's new company; they become its owner. */
export async function createCompany(
  db: Db,
  userId: string,
  input: CompanyInput,
): Promise<CompanyJson> {
  const name = cleanName(input.name);
  const base = companySlug(name);
  return db.transaction(async (tx) => {
    // The user's row is locked so a company created while an invitation is accepted (or two
    // created at once) cannot give a recruiter two memberships.
    await lockUser(tx, userId);
    if (await findMembership(tx, userId)) throw conflict(ALREADY_IN_COMPANY_MESSAGE);
    let company: CompanyRow | undefined;
    for (let attempt = 1; !company; attempt += 1) {
      const slug = attempt === 1 ? base : `${base}-${attempt}`;
      company = await kysely(tx)
        .insertInto('companies')
        .values({
          name,
          slug,
          description: input.description ?? null,
          logo_url: input.logoUrl ?? null,
          website_url: input.websiteUrl ?? null,
          created_by: userId,
        })
        .onConflict((oc) => oc.column('slug').doNothing())
        .returning(COMPANY_COLUMNS)
        .executeTakeFirst();
    }
    await kysely(tx)
      .insertInto('company_members')
      .values({ company_id: company.id, user_id: userId, role: 'owner' })
      .execute();
    await createOnboardingSteps(tx, company.id);
    await markStepDone(tx, company.id, 'company_profile', userId);
    return toCompanyJson(company);
  });
}

const PATCH_COLUMNS = {
  name: 'name',
  description: 'description',
  logoUrl: 'logo_url',
  websiteUrl: 'website_url',
  primaryColor: 'primary_color',
  accentColor: 'accent_color',
  careersHeadline: 'careers_headline',
} as const satisfies Record<keyof CompanyPatch, keyof Companies>;

const BRANDING_FIELDS: (keyof CompanyPatch)[] = ['primaryColor', 'accentColor', 'careersHeadline'];

/** `PATCH /api/companies/mine`. */
export async function updateMyCompany(
  db: Db,
  userId: string,
  patch: CompanyPatch,
): Promise<CompanyJson> {
  const fields = Object.keys(patch) as (keyof CompanyPatch)[];
  if (fields.length === 0) throw badRequest('Nothing to update');
  if (patch.name !== undefined) patch.name = cleanName(patch.name);
  return db.transaction(async (tx) => {
    const companyId = await requireManagerOf(tx, userId);
    const sets: Updateable<Companies> = Object.fromEntries(
      fields.map((field) => [PATCH_COLUMNS[field], patch[field] ?? null]),
    );
    const company = await kysely(tx)
      .updateTable('companies')
      .set(sets)
      .where('id', '=', companyId)
      .returning(COMPANY_COLUMNS)
      .executeTakeFirstOrThrow();
    if (BRANDING_FIELDS.some((field) => company[field] !== null)) {
      await markStepDone(tx, companyId, 'branding', userId);
    }
    return toCompanyJson(company);
  });
}

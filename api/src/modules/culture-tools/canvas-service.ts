import type { Canvas, CanvasItem, PrimaryValue, SaveCanvasBody } from 'shared-kernel/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { readCulture, upsertCompanyPrimaryValues } from '../culture-answers/index.js';
import { requireMembership } from '../companies/index.js';

// A company's strategy canvas: the values its team lives by and the service standards it holds,
// each value optionally tied to one of the culture profile's primary values.

export type CanvasInput = SaveCanvasBody;
export type CanvasJson = Canvas;

/** The jsonb columns as saveCanvas writes them. */
type CanvasItems = { core_values: CanvasItem[]; standards: CanvasItem[] };
type CanvasRow = CanvasItems & { updated_at: Date | string };

const clean = (items: CanvasItem[]): CanvasItem[] =>
  items.map((item) => ({
    title: item.title.trim(),
    description: item.description.trim(),
    primaryValue: item.primaryValue ?? null,
  }));

/** The primary values the canvas's core values are tagged with, once each, in order. */
export function taggedValues(coreValues: CanvasItem[]): PrimaryValue[] {
  return [
    ...new Set(coreValues.map((item) => item.primaryValue).filter((v): v is PrimaryValue => !!v)),
  ];
}

async function companyPrimaryValues(db: Db, companyId: string): Promise<PrimaryValue[]> {
  const culture = await readCulture(db, { companyId });
  return culture?.responses.primaryValues ?? [];
}

function toJson(row: CanvasRow | undefined, primaryValues: PrimaryValue[]): CanvasJson {
  return {
    coreValues: row?.core_values ?? [],
    standards: row?.standards ?? [],
    primaryValues,
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
  };
}

/** `GET /api/strategy-canvas`: an empty canvas before the first save. */
export async function getCanvas(db: Db, userId: string): Promise<CanvasJson> {
  const { companyId } = await requireMembership(db, userId);
  const row = await kysely(db)
    .selectFrom('strategy_canvas')
    .select(['core_values', 'standards', 'updated_at'])
    .where('company_id', '=', companyId)
    .$narrowType<CanvasItems>()
    .executeTakeFirst();
  return toJson(row, await companyPrimaryValues(db, companyId));
}

/** `PUT /api/strategy-canvas`: stores the canvas; may feed the company culture profile. */
export async function saveCanvas(db: Db, userId: string, input: CanvasInput): Promise<CanvasJson> {
  const coreValues = clean(input.coreValues);
  const standards = clean(input.standards);
  return db.transaction(async (tx) => {
    const { companyId } = await requireMembership(tx, userId);
    const row = await kysely(tx)
      .insertInto('strategy_canvas')
      .values({
        company_id: companyId,
        core_values: sql`${JSON.stringify(coreValues)}::text::jsonb`,
        standards: sql`${JSON.stringify(standards)}::text::jsonb`,
        updated_by: userId,
      })
      .onConflict((oc) =>
        oc.column('company_id').doUpdateSet((eb) => ({
          core_values: eb.ref('excluded.core_values'),
          standards: eb.ref('excluded.standards'),
          updated_by: eb.ref('excluded.updated_by'),
        })),
      )
      .returning(['core_values', 'standards', 'updated_at'])
      .$narrowType<CanvasItems>()
      .executeTakeFirstOrThrow();
    if (input.applyToCultureProfile) {
      await upsertCompanyPrimaryValues(tx, companyId, taggedValues(coreValues));
    }
    return toJson(row, await companyPrimaryValues(tx, companyId));
  });
}

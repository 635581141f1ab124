import type { Canvas, CanvasItem, PrimaryValue, SaveCanvasBody } from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { requireMembership } from '../companies/company-service.js';

// A company's strategy canvas: the values its team lives by and the service standards it holds,
// each value optionally tied to one of the culture profile's primary values.

export type CanvasInput = SaveCanvasBody;
export type CanvasJson = Canvas;

type CanvasRow = { core_values: CanvasItem[]; standards: CanvasItem[]; updated_at: Date | string };

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

async function companyPrimaryValues(db: Db, companyId: string): Promise<string[]> {
  const { rows } = await db.query<{ primary_values: string[] }>(
    `SELECT primary_values FROM assessments WHERE company_id = $1 AND kind = 'culture'`,
    [companyId],
  );
  return rows[0]?.primary_values ?? [];
}

function toJson(row: CanvasRow | undefined, primaryValues: string[]): CanvasJson {
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
  const { rows } = await db.query<CanvasRow>(
    'SELECT core_values, standards, updated_at FROM strategy_canvas WHERE company_id = $1',
    [companyId],
  );
  return toJson(rows[0], await companyPrimaryValues(db, companyId));
}

/** `PUT /api/strategy-canvas`: stores the canvas; may feed the company culture profile. */
export async function saveCanvas(db: Db, userId: string, input: CanvasInput): Promise<CanvasJson> {
  const coreValues = clean(input.coreValues);
  const standards = clean(input.standards);
  return db.transaction(async (tx) => {
    const { companyId } = await requireMembership(tx, userId);
    const { rows } = await tx.query<CanvasRow>(
      `INSERT INTO strategy_canvas (company_id, core_values, standards, updated_by)
       VALUES ($1, $2::text::jsonb, $3::text::jsonb, $4)
       ON CONFLICT (company_id) DO UPDATE SET core_values = EXCLUDED.core_values,
         standards = EXCLUDED.standards, updated_by = EXCLUDED.updated_by
       RETURNING core_values, standards, updated_at`,
      [companyId, JSON.stringify(coreValues), JSON.stringify(standards), userId],
    );
    if (input.applyToCultureProfile) {
      await tx.query(
        `INSERT INTO assessments (kind, company_id, primary_values, answers, completed_at)
         VALUES ('culture', $1, $2::text[], '{}'::jsonb, now())
         ON CONFLICT (company_id, kind) DO UPDATE SET primary_values = EXCLUDED.primary_values`,
        [companyId, taggedValues(coreValues)],
      );
    }
    return toJson(rows[0], await companyPrimaryValues(tx, companyId));
  });
}

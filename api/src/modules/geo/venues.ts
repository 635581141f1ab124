import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { lookupPlace } from './places.js';

// Venues get their position from their postcode district, else their town (migration 016 marks
// a new or moved venue 'pending'). Cheap when nothing is pending (a partial index).

/** Written as a literal, not a parameter, so that the partial index on pending venues applies. */
const PENDING = sql.lit('pending');

/** Looks up every pending venue; returns how many were looked up. */
export async function geocodeVenues(db: Db): Promise<number> {
  const rows = await kysely(db)
    .selectFrom('venues')
    .select(['id', 'city', 'postcode'])
    .where('geo_status', '=', PENDING)
    .limit(5000)
    .execute();
  if (rows.length === 0) return 0;
  const ids: string[] = [];
  const lats: (number | null)[] = [];
  const lngs: (number | null)[] = [];
  for (const venue of rows) {
    const place = lookupPlace(venue.postcode) ?? lookupPlace(venue.city);
    ids.push(venue.id);
    lats.push(place?.lat ?? null);
    lngs.push(place?.lng ?? null);
  }
  const found = sql<{ id: string; lat: number | null; lng: number | null }>`
    unnest(${ids}::uuid[], ${lats}::float8[], ${lngs}::float8[])
  `.as<'u'>(sql`u(id, lat, lng)`);
  await kysely(db)
    .updateTable('venues as v')
    .from(found)
    .set((eb) => ({
      lat: eb.ref('u.lat'),
      lng: eb.ref('u.lng'),
      geo_status: sql<string>`CASE WHEN u.lat IS NULL THEN 'unknown' ELSE 'found' END`,
    }))
    .whereRef('v.id', '=', 'u.id')
    .where('v.geo_status', '=', PENDING)
    .execute();
  return rows.length;
}

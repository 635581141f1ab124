import type { Db } from '../../db/client.js';
import { lookupPlace } from './places.js';

// Venues get their position from their postcode district, else their town (migration 016 marks
// a new or moved venue 'pending'). Cheap when nothing is pending (a partial index).

/** Looks up every pending venue; returns how many were looked up. */
export async function geocodeVenues(db: Db): Promise<number> {
  const { rows } = await db.query<{ id: string; city: string; postcode: string | null }>(
    `SELECT id, city, postcode FROM venues WHERE geo_status = 'pending' LIMIT 5000`,
  );
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
  await db.query(
    `UPDATE venues v
     SET lat = u.lat, lng = u.lng,
         geo_status = CASE WHEN u.lat IS NULL THEN 'unknown' ELSE 'found' END
     FROM unnest($1::uuid[], $2::float8[], $3::float8[]) AS u(id, lat, lng)
     WHERE v.id = u.id AND v.geo_status = 'pending'`,
    [ids, lats, lngs],
  );
  return rows.length;
}

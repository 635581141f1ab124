import type { JobSearchQuery } from 'shared-kernel/contract';
import { SEARCH_RADIUS_MILES } from 'shared-kernel/contract';
import { HOURS_PER_YEAR } from 'shared-kernel/rules';
import { badRequest } from '../../../http/errors.js';
import { boundingBox, lookupPlace, type Place } from '../../geo/index.js';

// What a search's filters mean, shared by the search (search-service.ts) and the reference
// search of the tests (test/support/reference-search.ts) so that both read them the same way.

/** 400 for a `near` the place list does not have (an error never repeats what was sent). */
export const NEAR_UNKNOWN = 'Unknown place: give a UK town or a postcode district such as M1';

export const commaList = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function placeNear(query: JobSearchQuery): Place | null {
  const near = query.near?.trim();
  if (!near) return null;
  const place = lookupPlace(near);
  if (!place) throw badRequest(NEAR_UNKNOWN, 'near');
  return place;
}

/** The place, the radius and the box around it (an index range on the venues' coordinates). */
export function nearOf(query: JobSearchQuery, place: Place) {
  const miles = query.within ?? SEARCH_RADIUS_MILES.default;
  return { lat: place.lat, lng: place.lng, miles, box: boundingBox(place, miles) };
}

/** `payMin` in pounds per `payType` as annual pence (against annual_pay_max_pence). */
export function minAnnualPayPence(query: JobSearchQuery): number | null {
  if (query.payMin == null) return null;
  return Math.round(query.payMin * 100 * (query.payType === 'hourly' ? HOURS_PER_YEAR : 1));
}

export type SearchSort = 'relevance' | 'newest' | 'pay' | 'closing' | 'distance';

/** The order asked for; by default the best match with words, else the newest. */
export function sortOf(query: JobSearchQuery, hasWords: boolean, hasPlace: boolean): SearchSort {
  const sort = query.sort ?? (hasWords ? 'relevance' : 'newest');
  if (sort === 'relevance' && !hasWords) return 'newest';
  if (sort === 'distance' && !hasPlace) return 'newest';
  return sort;
}

// Distances between two positions on the Earth (great circle, haversine), in miles.

export type Point = { lat: number; lng: number };

export const EARTH_RADIUS_MILES = 3958.8;
/** Miles per degree of latitude (about the same everywhere). */
export const MILES_PER_DEGREE_LAT = (Math.PI / 180) * EARTH_RADIUS_MILES;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function milesBetween(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The lat/lng box around `center` that holds every point within `miles` (for an index lookup
 * before the exact distance): `lat BETWEEN minLat AND maxLat AND lng BETWEEN minLng AND maxLng`.
 */
export function boundingBox(center: Point, miles: number) {
  const dLat = miles / MILES_PER_DEGREE_LAT;
  const dLng = miles / (MILES_PER_DEGREE_LAT * Math.max(0.01, Math.cos(radians(center.lat))));
  return {
    minLat: center.lat - dLat,
    maxLat: center.lat + dLat,
    minLng: center.lng - dLng,
    maxLng: center.lng + dLng,
  };
}

/** Miles rounded to one decimal, as shown ("4.2 miles"). */
export const roundMiles = (miles: number) => Math.round(miles * 10) / 10;

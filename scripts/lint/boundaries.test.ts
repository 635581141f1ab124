// The package and module boundaries of eslint.config.mjs fire: each forbidden import (or a
// component's own `api()` call) is refused with its message, and the allowed way round lints
// clean. The imported files are real, so the TypeScript resolver finds them, as it does in
// `pnpm lint`.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

type Linted = { filePath: string; messages: { ruleId: string | null; message: string }[] };

const cases: { name: string; filePath: string; code: string; refused: string | null }[] = [
  {
    name: 'a remote importing another remote',
    filePath: 'remote-candidate/src/boundary-probe.ts',
    code: "import { COMMON } from '../../remote-recruiter/src/texts';\nexport { COMMON };\n",
    refused: 'A remote imports only shared-kernel.',
  },
  {
    name: 'a remote importing shared-kernel',
    filePath: 'remote-candidate/src/boundary-probe.ts',
    code: "import { theme } from 'shared-kernel';\nexport { theme };\n",
    refused: null,
  },
  {
    name: "a remote calling the API through the contract's routes (every schema, TypeBox)",
    filePath: 'remote-candidate/src/boundary-probe.ts',
    code: "import { routes } from 'shared-kernel/contract';\nexport { routes };\n",
    refused: "Take `routes` from 'shared-kernel'",
  },
  {
    name: "a remote calling the API through shared-kernel's addresses",
    filePath: 'remote-candidate/src/boundary-probe.ts',
    code: "import { routes } from 'shared-kernel';\nexport { routes };\n",
    refused: null,
  },
  {
    name: "the host importing a remote's source",
    filePath: 'host/src/boundary-probe.ts',
    code: "import { screens } from '../../remote-public/src/screens';\nexport { screens };\n",
    refused: 'The host loads remotes at run time.',
  },
  {
    name: 'shared-kernel importing a package of ours',
    filePath: 'shared-kernel/src/boundary-probe.ts',
    code: "import { App } from '../../host/src/App';\nexport { App };\n",
    refused: 'shared-kernel depends on no package of ours.',
  },
  {
    name: "an API module reaching into another module's file",
    filePath: 'api/src/modules/jobs/boundary-probe.ts',
    code: "import { findApplication } from '../applications/store.js';\nexport { findApplication };\n",
    refused: 'Another API module is reached through its index.ts',
  },
  {
    name: "an API module importing another module's index.ts",
    filePath: 'api/src/modules/jobs/boundary-probe.ts',
    code: "import { findApplication } from '../applications/index.js';\nexport { findApplication };\n",
    refused: null,
  },
  {
    name: 'a screen calling the API itself',
    filePath: 'remote-public/src/screens/boundary-probe.tsx',
    code: "import { api, routes } from 'shared-kernel';\nexport const Probe = () => { void api(routes.auth.logout); return null; };\n",
    refused: 'A component calls no api()',
  },
  {
    name: 'a shared-kernel component calling the API itself',
    filePath: 'shared-kernel/src/account/boundary-probe.tsx',
    code: "import { api } from '../api/client';\nimport { routes } from '../contract/addresses';\nexport const Probe = () => { void api(routes.auth.logout); return null; };\n",
    refused: 'A component calls no api()',
  },
  {
    name: "a remote's queries module calling the API",
    filePath: 'remote-public/src/queries/boundary-probe.ts',
    code: "import { api, routes } from 'shared-kernel';\nexport const probe = () => api(routes.auth.logout);\n",
    refused: null,
  },
];

function lint(snippets: { filePath: string; code: string }[]): Linted[] {
  const script = path.join(__dirname, 'lint-snippets.mjs');
  const output = execFileSync(process.execPath, [script], {
    input: JSON.stringify(snippets),
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

describe('import boundaries (eslint.config.mjs)', () => {
  let results: Linted[];
  beforeAll(() => {
    results = lint(cases);
  }, 120_000);

  it.each(cases.map((c, index) => [c.name, index] as const))('%s', (_name, index) => {
    const { refused } = cases[index];
    const boundaries = results[index].messages.filter(
      (m) =>
        m.ruleId === 'import-x/no-restricted-paths' ||
        m.ruleId === 'no-restricted-imports' ||
        m.ruleId === 'no-restricted-syntax',
    );
    if (refused === null) expect(boundaries).toEqual([]);
    else expect(boundaries.map((m) => m.message).join('\n')).toContain(refused);
  });
});

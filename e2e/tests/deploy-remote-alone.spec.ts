// Issue 42 item 4: a remote deploys alone even when the contract grows. remote-public is rebuilt,
// alone, from a copy of the workspace whose shared-kernel has a contract route and a rule the
// host's build has never seen, and one of its screens uses both. The host's build as it is (not
// rebuilt) composes it against the running API: the screen shows the new rule's output from a
// request to the new route's address. Only 'shared-kernel/runtime' and 'shared-kernel/live' are
// shared at run time; the contract's addresses and the rules are bundled into the remote at its
// own build's version (tooling/shared-singletons.cjs).
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startComposer } from '../../tooling/composer/index.mjs';
import { E2E_PORTS } from '../support/stack';

const root = path.resolve(__dirname, '../..');

/** The new rule, in the copy's shared-kernel/rules. */
const NEW_RULE = `export const redeployVerdict = (status: string) =>
  \`Built with the new rule: the API answered \${status}\`;
`;

/**
 * The new contract route's address. The API is not redeployed, so it names a path the API has
 * (GET /api/health) under a key the host's shared-kernel does not have: what is new is the
 * front-end's contract, which the host would otherwise have to be rebuilt to carry.
 */
const NEW_ROUTE = "  redeployProbe: { health: { method: 'GET', path: '/api/health' } },\n";

/** The About screen of the rebuilt remote: it calls the new route and shows the new rule. */
const PROBE_SCREEN = `import { useQuery } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { api, routes } from 'shared-kernel';
import { redeployVerdict } from 'shared-kernel/rules';

export default function About() {
  const health = useQuery({
    queryKey: ['redeploy-probe'],
    queryFn: () => api(routes.redeployProbe.health),
  });
  return (
    <Typography component="h1">
      {health.data ? redeployVerdict(health.data.status) : 'Asking the API'}
    </Typography>
  );
}
`;

/** A copy of what remote-public's build reads, beside links to the workspace's installed packages. */
function copyWorkspace(dir: string) {
  // pnpm links each package's dependencies by relative paths (../../node_modules/.pnpm/…).
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  symlinkSync(path.join(root, 'tooling'), path.join(dir, 'tooling'));
  for (const pkg of ['shared-kernel', 'remote-public'])
    cpSync(path.join(root, pkg), path.join(dir, pkg), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !/[\\/](dist|\.cache)$/.test(source),
    });
}

function edit(file: string, change: (text: string) => string) {
  const text = readFileSync(file, 'utf8');
  const changed = change(text);
  expect(changed, file).not.toBe(text);
  writeFileSync(file, changed);
}

/** Whether any script of the host's build mentions `words`. */
function hostBuildMentions(words: string): boolean {
  const dist = path.join(root, 'host/dist');
  return readdirSync(dist)
    .filter((name) => name.endsWith('.js'))
    .some((name) => readFileSync(path.join(dist, name), 'utf8').includes(words));
}

test.describe('a remote built with a new contract route and rule, deployed alone', () => {
  let dir: string;
  let remote: Server | undefined;
  let host: Server | undefined;

  test.beforeAll(async () => {
    test.setTimeout(420_000); // one production build of remote-public
    dir = mkdtempSync(path.join(tmpdir(), 'hospohire-redeploy-'));
    copyWorkspace(dir);
    const kernel = path.join(dir, 'shared-kernel/src');
    edit(path.join(kernel, 'contract/addresses.ts'), (text) =>
      text.replace(/(export const routes[^\n]*= \{\n)/, `$1${NEW_ROUTE}`),
    );
    writeFileSync(path.join(kernel, 'rules/redeploy-probe.ts'), NEW_RULE);
    edit(
      path.join(kernel, 'rules/index.ts'),
      (text) => `${text}export * from './redeploy-probe.js';\n`,
    );
    writeFileSync(path.join(dir, 'remote-public/src/screens/about/About.tsx'), PROBE_SCREEN);

    // The remote's own build, alone (webpack only: the page below is composed without prerender).
    const publicDir = path.join(dir, 'remote-public');
    execFileSync(
      process.execPath,
      [path.join(publicDir, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
      { cwd: publicDir, stdio: 'pipe', timeout: 400_000 },
    );
    remote = await startComposer({
      root: path.join(publicDir, 'dist'),
      port: E2E_PORTS.redeployRemotePublic,
    });
    // The running host's build as it is, with the new remote in its run-time remote map.
    host = await startComposer({
      root: path.join(root, 'host/dist'),
      port: E2E_PORTS.redeployHost,
      spa: true,
      apiUrl: `http://127.0.0.1:${E2E_PORTS.api}`,
      remoteMap: () => ({
        remote_public: `http://localhost:${E2E_PORTS.redeployRemotePublic}/remoteEntry.js`,
        remote_candidate: `http://localhost:${E2E_PORTS.remoteCandidate}/remoteEntry.js`,
        remote_recruiter: `http://localhost:${E2E_PORTS.remoteRecruiter}/remoteEntry.js`,
      }),
    });
  });
  test.afterAll(async () => {
    host?.close();
    remote?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('its screen calls the new route and shows the new rule, in the host as it was built', async ({
    page,
  }) => {
    // The host's build knows neither: it was not rebuilt for them.
    expect(hostBuildMentions('redeployProbe')).toBe(false);
    expect(hostBuildMentions('Built with the new rule')).toBe(false);

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`http://localhost:${E2E_PORTS.redeployHost}/about`);
    // With shared-kernel shared whole, the remote ran on the host's copy: `routes.redeployProbe`
    // and `redeployVerdict` were missing and the screen never got past 'Asking the API'.
    await expect(
      page.getByRole('heading', {
        name: /^Built with the new rule: the API answered (ok|degraded)$/,
      }),
    ).toBeVisible({ timeout: 20_000 });
    expect(asked).toContain('/api/health');
    // The host's shell around it is the page's one React and router: its nav still works.
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

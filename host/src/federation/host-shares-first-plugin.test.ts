import { ModuleFederation } from '@module-federation/enhanced/runtime';
import hostSharesFirstPlugin from './host-shares-first-plugin';

// Two containers on one page, each with its own federation runtime and one share table, as in
// the browser: the host registers React first (it never loads it through the table), then a
// remote built later registers a newer React and asks for one.
function page({ withPlugin }: { withPlugin: boolean }) {
  const shareConfig = { singleton: true, requiredVersion: '^19.0.0' };
  const host = new ModuleFederation({
    name: `host-${String(withPlugin)}`,
    remotes: [],
    shareStrategy: 'loaded-first',
    plugins: withPlugin ? [hostSharesFirstPlugin()] : [],
    shared: {
      react: { version: '19.2.0', get: () => () => 'host react', shareConfig },
    },
  });
  const remote = new ModuleFederation({
    name: `remote-${String(withPlugin)}`,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      react: { version: '19.9.0', get: () => () => 'remote react', shareConfig },
    },
  });
  // What a remote's init does with the host's table.
  remote.initShareScopeMap('default', host.shareScopeMap.default);
  remote.initOptions({ name: remote.options.name, remotes: [], shared: remote.options.shared });
  return remote;
}

async function reactTheRemoteGets(withPlugin: boolean) {
  const factory = await page({ withPlugin }).loadShare<string>('react');
  return factory ? factory() : null;
}

describe('the host shares first', () => {
  it("gives a remote the host's copy even when the remote carries a newer one", async () => {
    await expect(reactTheRemoteGets(true)).resolves.toBe('host react');
  });

  it('(without it, the newer copy would win: a second React on the page)', async () => {
    await expect(reactTheRemoteGets(false)).resolves.toBe('remote react');
  });
});

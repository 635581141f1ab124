import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The runtime singletons (tooling/shared-singletons.cjs) are one per page only if every other part
// of shared-kernel reaches them by their share key: a relative import would bundle a second copy
// (a second toast store, a second live-event bus…) into each remote that uses that part.
const SRC = path.resolve(__dirname, '..');

/** Folders of a singleton entry: only files inside them may import them by a relative path. */
const SINGLETON_FOLDERS: Record<string, string[]> = {
  'shared-kernel/runtime': ['runtime'],
  'shared-kernel/live': ['live', 'notifications'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from '(\.{1,2}\/[^']*)'/g)].map((match) =>
    path.relative(SRC, path.resolve(path.dirname(file), match[1])),
  );
}

const topFolder = (relative: string) => relative.split(path.sep)[0];

describe("shared-kernel's runtime singletons", () => {
  for (const [entry, folders] of Object.entries(SINGLETON_FOLDERS)) {
    it(`are reached from outside only through '${entry}'`, () => {
      const offending = sourceFiles(SRC)
        .filter((file) => !folders.includes(topFolder(path.relative(SRC, file))))
        .flatMap((file) =>
          relativeImports(file)
            .filter((target) => folders.includes(topFolder(target)))
            .map((target) => `${path.relative(SRC, file)} → ${target}`),
        );
      expect(offending).toEqual([]);
    });
  }

  it('the runtime imports nothing of the versioned libraries but constants', () => {
    // A remote deployed alone runs the host's runtime: what the runtime takes from the rest of
    // shared-kernel is the host's version, so it takes only settled constants.
    const taken = sourceFiles(path.join(SRC, 'runtime')).flatMap((file) =>
      relativeImports(file).filter((target) => topFolder(target) !== 'runtime'),
    );
    expect([...new Set(taken)]).toEqual([path.join('rules', 'constants')]);
  });
});

// Unit and component tests of the front-end packages (jest 30, @swc/jest, jsdom).
// The API's tests run on node's own test runner (api/scripts/test.mjs).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  // typebox (shared-kernel/contract's schemas) ships ES modules only: compiled like our sources.
  transform: {
    '^.+\\.(t|j)sx?$': swc,
    '^.+/node_modules/(\\.pnpm/[^/]+/node_modules/)?typebox/.+\\.mjs$': swc,
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/typebox@[^/]+/node_modules/)?typebox/)'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^shared-kernel$': '<rootDir>/../shared-kernel/src/index.ts',
    '^shared-kernel/(.*)$': '<rootDir>/../shared-kernel/src/$1',
  },
});

// The repository's own checks (scripts/lint: the import boundaries of eslint.config.mjs), in node.
const repositoryChecks = {
  displayName: 'scripts',
  rootDir: '<rootDir>/scripts',
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
  testMatch: ['<rootDir>/**/*.test.ts'],
};

module.exports = {
  projects: [
    ...['shared-kernel', 'host', 'remote-public', 'remote-candidate', 'remote-recruiter'].map(
      project,
    ),
    repositoryChecks,
  ],
};

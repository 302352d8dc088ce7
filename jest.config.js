import { availableParallelism } from 'node:os';

// Two projects: unit tests (pure, no services) and integration tests against the local Postgres and Redis.
// TypeScript runs as native ESM through @swc/jest; `pnpm test` type-checks everything with `tsc -b` first.
const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'es6' } }],
    // The console's pages: JSX rendered on the server with Preact.
    '^.+\\.tsx$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', importSource: 'preact' } },
        },
        module: { type: 'es6' },
      },
    ],
  },
  // Workspace packages resolve to their TypeScript sources, as with tsx in development.
  testEnvironmentOptions: { customExportConditions: ['@throwbox/source', 'node', 'node-addons'] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};

export default {
  // Long-poll tests hold requests for seconds; hooks start and stop whole services.
  testTimeout: 30000,
  // Integration tests spend most of their time waiting on services in other processes, so two files at
  // once use even a 2-core machine better than one (Jest's default there is one). Each worker takes its
  // ports from a range of its own (testkit's freePortBase), and every test file has its own database and
  // Redis prefix.
  maxWorkers: Math.min(4, Math.max(2, availableParallelism() - 1)),
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{packages,services,test,ops}/**/src/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ['\\.int\\.test\\.tsx?$', '/node_modules/'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/{packages,services,test}/**/src/**/*.int.test.{ts,tsx}'],
      globalSetup: '<rootDir>/packages/testkit/jest-global-setup.js',
      globalTeardown: '<rootDir>/packages/testkit/jest-global-teardown.js',
    },
  ],
};

import { defineConfig } from 'vitest/config';

// One run covers every package's unit and integration tests; the browser suite lives in e2e/.
export default defineConfig({
  test: {
    include: ['{shared,workers,server,client}/{src,test}/**/*.test.ts'],
    globalSetup: ['server/test/pgliteTemplate.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Two files run at once on two cores: one harper.js thread per process is enough, and
    // each thread costs a compile and a linter build. The thread tests size their own pools.
    env: { WRITECHECK_HARPER_THREADS: '1' },
    testTimeout: 120_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
});

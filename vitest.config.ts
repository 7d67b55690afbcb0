import { defineConfig } from 'vitest/config';

// One run covers every package's unit and integration tests; the browser suite lives in e2e/.
export default defineConfig({
  test: {
    include: ['{shared,workers,server,client}/{src,test}/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
});

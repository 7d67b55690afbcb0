import { defineConfig } from 'vitest/config';

// One browser and one server per file, files one after another: the machine has two cores.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    reporters: ['default'],
  },
});

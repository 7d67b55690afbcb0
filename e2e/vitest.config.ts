import { defineConfig } from 'vitest/config';

// One browser and one server per file, two files at a time: the machine has two cores,
// and a browser test spends much of its time waiting on the page. The web app is built
// once, before any file starts. The test script runs harperStartup.test.ts on its own
// first: it times the editor, which another file beside it would slow down.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['src/globalSetup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    reporters: ['default'],
  },
});

import { defineConfig } from 'vitest/config';

// Unit tests of the app's plain TypeScript modules; the pages are covered by e2e/.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});

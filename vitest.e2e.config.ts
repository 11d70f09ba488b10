// Browser tests: one real server (built SPA, temporary SQLite) for the run, Chromium driven by playwright-core.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.spec.ts'],
    globalSetup: ['./tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60000,
    hookTimeout: 240000,
  },
});

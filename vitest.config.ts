// Unit, API and component tests; browser (e2e) tests run separately through scripts/e2e.mjs.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['./tests/setup.ts'],
    css: false,
    testTimeout: 20000,
    hookTimeout: 30000,
    pool: 'forks',
  },
});

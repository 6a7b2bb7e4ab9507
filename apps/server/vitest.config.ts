import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Every file starts its own embedded PostgreSQL (and, with TEST_DATABASE_URL, a fresh database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

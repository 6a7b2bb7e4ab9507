import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's own config as a project, and the root's
// own tooling tests (scripts/) as one more.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/*',
      { test: { name: 'scripts', root: import.meta.dirname, include: ['scripts/**/*.test.ts'] } },
    ],
  },
});

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's own config as a project, and the root's
// own tooling tests (scripts/) as one more.
export default defineConfig({
  test: {
    // The tests wait on PostgreSQL, servers and Chromium as much as they compute: one worker per
    // core, and two at least (Vitest's default leaves one of two cores idle; measured on 2 cores,
    // the suite took 989 s with two workers against 1428 s with one).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/*',
      'apps/*',
      { test: { name: 'scripts', root: import.meta.dirname, include: ['scripts/**/*.test.ts'] } },
    ],
  },
});

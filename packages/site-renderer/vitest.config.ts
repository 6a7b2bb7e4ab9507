import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'site-renderer',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The Chromium fixture matrix is one long file; give it room on 2 shared cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

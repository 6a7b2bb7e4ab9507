import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's own config as a project.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});

import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'site-model',
    include: ['src/**/*.test.ts'],
  },
});

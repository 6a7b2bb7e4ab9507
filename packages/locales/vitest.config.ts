import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'locales',
    include: ['src/**/*.test.ts'],
  },
});

import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate -w apps/server` to write SQL migrations from the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});

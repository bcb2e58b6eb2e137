import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes SQL migrations from the schema; the server applies them on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});

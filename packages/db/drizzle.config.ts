import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; both PGlite and
// PostgreSQL run the same SQL files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
  casing: 'snake_case',
});

import { defineConfig } from 'drizzle-kit';

// One schema and one migration set serve both PGlite and PostgreSQL (DESIGN §2).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/api/db/schema.ts',
  out: './src/api/db/migrations',
});

import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config shop/server/db/drizzle.config.ts` writes the SQL migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './shop/server/db/schema/index.ts',
  out: './shop/server/db/migrations',
});

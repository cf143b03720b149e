import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The barrel: it re-exports every table of src/db/schema/<domain>.ts, so drizzle-kit sees
  // exactly the tables the client is given.
  schema: './src/db/schema.ts',
  out: './drizzle',
});

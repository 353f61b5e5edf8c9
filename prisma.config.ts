import { defineConfig } from 'prisma/config';

// The datasource URL is only needed by CLI commands that talk to a database; ours go
// through scripts/db-*.ts and the WebAssembly schema engine instead (docs/decisions.md).
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});

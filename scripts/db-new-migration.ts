// npm run db:new-migration -- <name> — writes the next migration from prisma/schema.prisma.
import { createMigration } from '../api/src/lib/migrations.ts';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/i.test(name)) {
  console.error('Usage: npm run db:new-migration -- <name>   (letters, digits and underscores)');
  process.exit(1);
}
const dir = await createMigration(name);
console.log(dir ? `Wrote ${dir}/migration.sql` : 'prisma/schema.prisma matches the migrations: nothing to write.');

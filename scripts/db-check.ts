// npm run db:check — fails when the committed migrations do not produce prisma/schema.prisma.
import { pendingSchemaSql } from '../api/src/lib/migrations.ts';

const sql = await pendingSchemaSql();
if (sql !== null) {
  console.error('prisma/schema.prisma differs from the committed migrations. Run `npm run db:new-migration -- <name>`.\n');
  console.error(sql);
  process.exit(1);
}
console.log('Migrations match prisma/schema.prisma.');

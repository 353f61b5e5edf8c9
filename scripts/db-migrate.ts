// npm run db:migrate — applies committed migrations to DATABASE_URL, or to the embedded database.
import { loadConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db.ts';

const database = await openDatabase(loadConfig());
try {
  const applied = await database.migrate((line) => console.log(line));
  console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await database.close();
}

// npm run db:seed — adds the demo content (the only way a DATABASE_URL database gets it).
import { loadConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db.ts';
import { createLogger } from '../api/src/lib/logger.ts';
import { seedDemo } from '../prisma/seed/index.ts';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  await seedDemo(database.db, createLogger(config));
} finally {
  await database.close();
}

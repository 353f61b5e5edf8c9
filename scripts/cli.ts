// npm run cli -- <command>: operator commands.
//   set-role <email> <member|admin|godmin>   e.g. to make the first admin
//   organizer:grant / organizer:revoke        organizer profiles (scripts/lib/organizerCli.ts)
//   digest:send                               the weekly digests due now (scripts/lib/digestCli.ts)
import { loadConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db.ts';
import { DomainError } from '../api/src/lib/errors.ts';
import { ORGANIZER_COMMANDS, organizerUsage, runOrganizerCommand } from './lib/organizerCli.ts';
import { DIGEST_COMMAND, digestUsage, runDigestCommand } from './lib/digestCli.ts';

const [command, ...args] = process.argv.slice(2);
const usage = `Usage: npm run cli -- set-role <email> <member|admin|godmin>\n${organizerUsage}\n${digestUsage}`;

if (command === DIGEST_COMMAND && args.length === 0) {
  console.log(await runDigestCommand(loadConfig()));
  process.exit();
}

if (command && ORGANIZER_COMMANDS.includes(command)) {
  const database = await openDatabase(loadConfig());
  try {
    await database.migrate();
    console.log(await runOrganizerCommand(database.db, command, args));
  } catch (error) {
    if (!(error instanceof DomainError) && !(error instanceof TypeError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
  process.exit();
}

if (command !== 'set-role' || args.length !== 2) {
  console.error(usage);
  process.exit(1);
}
const [email, roleName] = args as [string, string];
const role = roleName.toUpperCase();
if (!['MEMBER', 'ADMIN', 'GODMIN'].includes(role)) {
  console.error(`Unknown role "${roleName}". ${usage}`);
  process.exit(1);
}
const database = await openDatabase(loadConfig());
try {
  await database.migrate();
  const { count } = await database.db.user.updateMany({
    where: { email: email.trim().toLowerCase() },
    data: { role: role as 'MEMBER' | 'ADMIN' | 'GODMIN' },
  });
  if (count === 0) {
    console.error(`No account with the email ${email}.`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is now ${role.toLowerCase()}.`);
  }
} finally {
  await database.close();
}

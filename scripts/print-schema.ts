// npm run print-schema — writes schema.graphql from the Pothos schema; --check fails on drift.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../api/src/schema/index.ts';
import { projectRoot } from '../api/src/lib/migrations.ts';

const file = path.join(projectRoot, 'schema.graphql');
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;
if (process.argv.includes('--check')) {
  const committed = await readFile(file, 'utf8').catch(() => '');
  if (committed !== printed) {
    console.error('schema.graphql is out of date. Run `npm run print-schema` and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql is up to date.');
} else {
  await writeFile(file, printed);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}

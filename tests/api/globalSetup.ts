// Global setup of the API project: migrates the template databases once, before any test file
// starts, and removes them after the last (tests/api/helpers/templateDatabase.ts).
import type { TestProject } from 'vitest/node';
import { failAfter, timeouts } from '../timeouts.ts';
import { createTemplates } from './helpers/templateDatabase.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, remove } = await failAfter(
    createTemplates(process.env.TEST_DATABASE_URL || undefined),
    timeouts.templateSetup,
    'Migrating the template databases',
  );
  project.provide('databaseTemplates', templates);
  return remove;
}

// Global setup of the API project: migrates the template databases once, before any test file
// starts, and removes them after the last (tests/api/helpers/templateDatabase.ts).
import type { TestProject } from 'vitest/node';
import { createTemplates } from './helpers/templateDatabase.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, remove } = await createTemplates(process.env.TEST_DATABASE_URL || undefined);
  project.provide('databaseTemplates', templates);
  return remove;
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropAbandonedMysqlTemplates, dropMysqlTemplates } from './database-templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's database templates (see database-templates.ts). */
    databaseTemplates: string;
  }
}

/** Gives the run a folder for its database templates, and removes them (files and MySQL databases) at its end. */
export default async function setup(project: TestProject) {
  await dropAbandonedMysqlTemplates();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'circuitmart-templates-'));
  project.provide('databaseTemplates', folder);
  return async () => {
    await dropMysqlTemplates(folder);
    fs.rmSync(folder, { recursive: true, force: true });
  };
}

import { randomBytes } from 'node:crypto';
import { ensureDatabaseAndMigrate } from '@throwbox/db';
import { databaseUrl, runId, templateDatabase } from './run.js';

/** Migrates a template database once; each test file clones it (CREATE DATABASE … TEMPLATE). */
export default async function globalSetup(): Promise<void> {
  process.env.THROWBOX_TEST_RUN ??= `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  await ensureDatabaseAndMigrate(databaseUrl(templateDatabase(runId())));
}

import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createSeededDatabase } from '../db/create-database';

/** Seeds one tiny template database; each test copies it into its own temporary folder. */
export default async function globalSetup(): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'adlens-dev-api-test-'));
  const template = path.join(root, 'template');
  const db = await createSeededDatabase(template, { size: 'tiny' });
  await db.close();
  process.env.ADLENS_TEST_ROOT = root;
  process.env.ADLENS_TEST_TEMPLATE = template;
}

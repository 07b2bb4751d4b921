// The throwaway servers of a test run (e2e, pin matrix, skew matrix, canary specs) each seeded the
// same database for the same day. They share this folder of seeded copies (decision 0073); dev-api
// names each copy after its size, day and sources, so a copy never outlives what wrote it.
import os from 'node:os';
import path from 'node:path';

/** The environment a test server is started with to share seeded copies. */
export const SEED_CACHE_ENV = Object.freeze({
  DEV_API_SEED_CACHE: process.env.DEV_API_SEED_CACHE ?? path.join(os.tmpdir(), 'adlens-seed-cache'),
});

import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readConfig, secretsKeyFor } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'dev-api-key-'));

describe('the secrets key (decision 0046)', () => {
  it('is written once into the data folder, readable by its owner only, and read back after', () => {
    const dir = dataDir();

    const first = secretsKeyFor({ dataDir: dir, secretsKeyHex: undefined });
    const again = secretsKeyFor({ dataDir: dir, secretsKeyHex: undefined });

    expect(first).toHaveLength(32);
    expect(again.equals(first)).toBe(true);
    expect(readFileSync(path.join(dir, 'secrets.key'), 'utf8')).toBe(first.toString('hex'));
    expect(statSync(path.join(dir, 'secrets.key')).mode & 0o077).toBe(0);
  });

  it("takes the environment's key before any file", () => {
    const hex = 'ab'.repeat(32);
    const config = readConfig({ DEV_API_SECRETS_KEY: hex, DEV_API_DATA_DIR: dataDir() });

    expect(secretsKeyFor(config).toString('hex')).toBe(hex);
    expect(() => readConfig({ DEV_API_SECRETS_KEY: 'short' })).toThrow('64 hex characters');
  });

  it('refuses a key file that holds no key rather than sealing with it', () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'secrets.key'), 'not a key');

    expect(() => secretsKeyFor({ dataDir: dir, secretsKeyHex: undefined })).toThrow(
      'does not hold a 64-hex key',
    );
  });
});

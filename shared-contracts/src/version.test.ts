/**
 * @jest-environment node
 */
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION } from './version';

// The pin gate and the host compare CONTRACT_VERSION; the share scope and the API reports read
// package.json's version (decision 0052): they are one number.
describe('CONTRACT_VERSION', () => {
  it("equals the package's version", () => {
    const manifest = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));

    expect(CONTRACT_VERSION).toBe(manifest.version);
  });
});

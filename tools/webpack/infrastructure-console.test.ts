import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { infrastructureConsole } from './infrastructure-console.mjs';

function recordingConsole() {
  const lines: string[] = [];
  const record = (...args: unknown[]) => lines.push(args.map(String).join(' '));
  return { lines, target: { log: record, info: record, warn: record, error: record } };
}

describe('the build console', () => {
  it("drops the manifest plugin's notice about publicPath 'auto' and passes every other warning", () => {
    const { lines, target } = recordingConsole();
    const built = infrastructureConsole(target as unknown as Console);

    built.warn(
      "<w> [Module Federation Manifest Plugin] Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'",
    );
    built.warn('<w> [Module Federation Manifest Plugin] Manifest will not generate');
    built.error('<e> something broke');

    assert.deepEqual(lines, [
      '<w> [Module Federation Manifest Plugin] Manifest will not generate',
      '<e> something broke',
    ]);
  });
});

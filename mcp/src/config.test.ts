import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readHttpConfig, readStdioConfig } from './config';

test('stdio needs the key in ADLENS_API_KEY and defaults the API to dev-api', () => {
  assert.throws(() => readStdioConfig({}), /ADLENS_API_KEY is not set/);
  assert.deepEqual(readStdioConfig({ ADLENS_API_KEY: 'adl_x' }), {
    apiKey: 'adl_x',
    apiUrl: 'http://localhost:4000/api',
  });
  assert.equal(
    readStdioConfig({ ADLENS_API_KEY: 'adl_x', ADLENS_API_URL: 'https://adlens.example/api/' })
      .apiUrl,
    'https://adlens.example/api',
  );
});

test('an API URL carrying credentials or a query is refused: the key goes in ADLENS_API_KEY', () => {
  for (const url of [
    'https://me:adl_x@adlens.example/api',
    'https://adlens.example/api?key=adl_x',
  ]) {
    assert.throws(
      () => readStdioConfig({ ADLENS_API_KEY: 'adl_x', ADLENS_API_URL: url }),
      /must hold no credentials or query/,
    );
  }
  assert.throws(
    () => readStdioConfig({ ADLENS_API_KEY: 'k', ADLENS_API_URL: 'file:///x' }),
    /http\(s\)/,
  );
});

test('HTTP binds 127.0.0.1:4050 and allows the loopback names unless told otherwise', () => {
  assert.deepEqual(readHttpConfig({}), {
    apiUrl: 'http://localhost:4000/api',
    host: '127.0.0.1',
    port: 4050,
    allowedHostnames: ['localhost', '127.0.0.1', '[::1]'],
  });
  const listed = readHttpConfig({ ADLENS_MCP_ALLOWED_HOSTS: 'MCP.example, other.example' });
  assert.deepEqual(listed.allowedHostnames, ['mcp.example', 'other.example']);
  assert.throws(() => readHttpConfig({ ADLENS_MCP_PORT: 'eighty' }), /ADLENS_MCP_PORT/);
});

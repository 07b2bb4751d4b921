import assert from 'node:assert/strict';
import { type IncomingHttpHeaders, request } from 'node:http';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { adDetailDryRunEndpoint, successBodySchema } from '@adlens/shared-contracts';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createAdlensApi } from './adlens-api';
import { createAdlensMcpServer } from './adlens-mcp-server';
import { createMcpHttpApp } from './http-app';
import { type ApiUnderTest, startApiUnderTest } from './testing/api-under-test';

/**
 * The MCP server end to end (issue 40): the SDK's own client, the server, and dev-api over a real
 * seeded database, reached over HTTP with keys made through the API.
 */
let api: ApiUnderTest;
let fullKey: string;

before(async () => {
  api = await startApiUnderTest();
  fullKey = await api.createKey(['ads:read', 'ads:detail', 'bookmarks:write', 'follows:write']);
});
after(() => api.close());

async function connectedClient(apiKey: string): Promise<Client> {
  const server = createAdlensMcpServer(createAdlensApi({ baseUrl: api.url, apiKey }));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'adlens-mcp-test', version: '1.0.0' });
  await client.connect(clientSide);
  return client;
}

function textOf(result: unknown): string {
  const { content } = result as CallToolResult;
  return content.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

/** The JSON a successful tool call answered (the metering line, when any, follows it). */
function dataOf<T>(result: unknown): T {
  assert.notEqual((result as CallToolResult).isError, true, textOf(result));
  return JSON.parse(textOf(result).split('\n')[0] ?? '') as T;
}

/** The demo user's credits left, asked with the session (the dry run charges nothing). */
async function creditsLeft(adId: number): Promise<number> {
  const response = await api.asSession('GET', `/v1/meta/ads/${adId}?dry_run=1`);
  return successBodySchema(adDetailDryRunEndpoint.data).parse(await response.json()).data
    .credits_left;
}

interface SearchPage {
  items: { id: number; title: string }[];
  total: number;
  per_page: number;
}

test('the tools carry the contract: input schemas from the endpoints, scopes and the credit rule in the descriptions', async () => {
  const client = await connectedClient(fullKey);
  const { tools } = await client.listTools();
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const search = byName.get('search_ads');
  assert.ok(search);
  assert.deepEqual(search.inputSchema.required, ['platform']);
  assert.ok(search.inputSchema.properties && 'keyword' in search.inputSchema.properties);
  assert.ok('per_page' in search.inputSchema.properties);
  assert.match(search.description ?? '', /POST \/api\/v1\/\{platform\}\/ads\/search.*"ads:read"/);
  const readAd = byName.get('read_ad');
  assert.ok(readAd?.inputSchema.properties && 'confirm' in readAd.inputSchema.properties);
  assert.match(readAd.description ?? '', /costs 1 credit/);
  assert.match(readAd.description ?? '', /"ads:detail"/);
  for (const name of ['get_owner', 'get_campaign', 'follow', 'unfollow', 'list_alerts']) {
    assert.ok(byName.has(name), `${name} is listed`);
  }
  for (const name of ['list_bookmarks', 'set_ad_bookmarks', 'start_export']) {
    assert.ok(byName.has(name), `${name} is listed`);
  }
  await client.close();
});

test('search answers a page of ads; a malformed boolean query is refused with the grammar message', async () => {
  const client = await connectedClient(fullKey);
  const page = dataOf<SearchPage>(
    await client.callTool({ name: 'search_ads', arguments: { platform: 'meta', per_page: 3 } }),
  );
  assert.equal(page.items.length, 3);
  assert.ok(page.total > 3);

  const bad = await client.callTool({
    name: 'search_ads',
    arguments: { platform: 'meta', keyword: '"unclosed' },
  });
  assert.equal(bad.isError, true);
  assert.match(textOf(bad), /Unclosed quote at 1/);
  await client.close();
});

test('reading an ad without confirm states its cost and charges nothing; with confirm it reads and charges once', async () => {
  const client = await connectedClient(fullKey);
  const page = dataOf<SearchPage>(
    await client.callTool({ name: 'search_ads', arguments: { platform: 'meta', per_page: 20 } }),
  );
  const preview = async (id: number) =>
    dataOf<{ cost: number }>(
      await client.callTool({ name: 'preview_ad', arguments: { platform: 'meta', id } }),
    );
  let adId: number | undefined;
  for (const ad of page.items) {
    if ((await preview(ad.id)).cost > 0) {
      adId = ad.id;
      break;
    }
  }
  assert.ok(adId, 'an ad of the first page is not paid for yet');
  const left = await creditsLeft(adId);

  const asked = await client.callTool({
    name: 'read_ad',
    arguments: { platform: 'meta', id: adId },
  });
  assert.notEqual(asked.isError, true, textOf(asked));
  assert.equal(
    textOf(asked),
    `Reading this ad costs 1 credit (credits left: ${left}). Nothing was charged. Call read_ad again with confirm: true to read it and pay.`,
  );
  assert.equal(await creditsLeft(adId), left);

  const read = await client.callTool({
    name: 'read_ad',
    arguments: { platform: 'meta', id: adId, confirm: true },
  });
  assert.equal(dataOf<{ ad: { id: number } }>(read).ad.id, adId);
  assert.match(textOf(read), new RegExp(`credits used by this call: 1; credits left: ${left - 1}`));
  assert.equal(await creditsLeft(adId), left - 1);

  const again = await client.callTool({
    name: 'read_ad',
    arguments: { platform: 'meta', id: adId },
  });
  assert.match(textOf(again), /already paid for: reading it costs nothing/);
  await client.close();
});

test('follow, the alerts and unfollow go through the key', async () => {
  const client = await connectedClient(fullKey);
  const page = dataOf<{ items: { owner: { id: number } }[] }>(
    await client.callTool({ name: 'search_ads', arguments: { platform: 'meta', per_page: 1 } }),
  );
  const ownerId = page.items[0]!.owner.id;
  const owner = dataOf<{ id: number; name: string }>(
    await client.callTool({ name: 'get_owner', arguments: { platform: 'meta', id: ownerId } }),
  );
  assert.equal(owner.id, ownerId);
  const followed = await client.callTool({
    name: 'follow',
    arguments: { kind: 'owner', platform: 'meta', target_id: ownerId },
  });
  const follow = dataOf<{ id: number }>(followed);
  const twice = await client.callTool({
    name: 'follow',
    arguments: { kind: 'owner', platform: 'meta', target_id: ownerId },
  });
  assert.equal(twice.isError, true);
  assert.match(textOf(twice), /^Adlens API 409: /);
  const alerts = dataOf<{ unread_count: number }>(
    await client.callTool({ name: 'list_alerts', arguments: { unread: true } }),
  );
  assert.equal(typeof alerts.unread_count, 'number');
  const gone = dataOf<{ deleted: number }>(
    await client.callTool({ name: 'unfollow', arguments: { id: follow.id } }),
  );
  assert.equal(gone.deleted, 1);
  await client.close();
});

test('bookmarks: an ad is added to a new collection, listed there and removed', async () => {
  const client = await connectedClient(fullKey);
  const collection = dataOf<{ id: number }>(
    await client.callTool({
      name: 'create_collection',
      arguments: { platform: 'meta', name: 'From the assistant' },
    }),
  );
  const page = dataOf<SearchPage>(
    await client.callTool({ name: 'search_ads', arguments: { platform: 'meta', per_page: 1 } }),
  );
  const adId = page.items[0]!.id;
  const set = (ids: number[]) =>
    client.callTool({
      name: 'set_ad_bookmarks',
      arguments: { platform: 'meta', id: adId, collection_ids: ids },
    });
  assert.deepEqual(
    dataOf<{ collection_ids: number[] }>(await set([collection.id])).collection_ids,
    [collection.id],
  );
  const listed = dataOf<{ ads: { items: { id: number }[] } }>(
    await client.callTool({
      name: 'list_bookmarks',
      arguments: { platform: 'meta', collection_id: collection.id },
    }),
  );
  assert.deepEqual(
    listed.ads.items.map((ad) => ad.id),
    [adId],
  );
  assert.equal(dataOf<{ bookmarked: boolean }>(await set([])).bookmarked, false);
  await client.close();
});

test('refusals become tool errors: the missing scope named, a revoked key, the rate limit with its wait', async () => {
  const readOnly = await connectedClient(await api.createKey(['ads:read']));
  const refused = await readOnly.callTool({
    name: 'read_ad',
    arguments: { platform: 'meta', id: 1 },
  });
  assert.equal(refused.isError, true);
  assert.match(textOf(refused), /^Adlens API 403: This API key lacks the scope "ads:detail"/);
  const exportRefused = await readOnly.callTool({
    name: 'start_export',
    arguments: { body: { source: 'search', platform: 'meta', filters: {} } },
  });
  assert.match(textOf(exportRefused), /lacks the scope "exports"/);
  await readOnly.close();

  const revokedKey = await api.createKey(['ads:read']);
  await api.revokeKey(revokedKey);
  const revoked = await connectedClient(revokedKey);
  const unknown = await revoked.callTool({ name: 'search_ads', arguments: { platform: 'meta' } });
  assert.equal(unknown.isError, true);
  assert.match(
    textOf(unknown),
    /^Adlens API 401: .*\nThe API key \(ADLENS_API_KEY\) is unknown, revoked or expired/,
  );
  await revoked.close();

  const limitedKey = await api.createKey(['ads:read']);
  const limited = await connectedClient(limitedKey);
  api.settings.rateLimitPerMinute = 2;
  try {
    let last: unknown;
    for (let call = 0; call < 3; call += 1) {
      last = await limited.callTool({
        name: 'search_ads',
        arguments: { platform: 'meta', per_page: 1 },
      });
    }
    assert.equal((last as CallToolResult).isError, true);
    assert.match(
      textOf(last),
      /^Adlens API 429: [^\n]*\nToo many calls: retry after \d+ seconds\./,
    );
  } finally {
    api.settings.rateLimitPerMinute = 0;
  }
  await limited.close();
});

/** An MCP `initialize` POST with exactly these headers (fetch would not let a test set `Host`). */
function postInitialize(url: URL, headers: Record<string, string>) {
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 't', version: '1' },
    },
  });
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

test('streamable HTTP: each request brings its own key; none, or a foreign Host, is refused', async () => {
  const app = createMcpHttpApp({ apiUrl: api.url, allowedHostnames: ['127.0.0.1', 'localhost'] });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
  try {
    const client = new Client({ name: 'adlens-mcp-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(url, {
        requestInit: { headers: { authorization: `Bearer ${fullKey}` } },
      }),
    );
    const page = dataOf<SearchPage>(
      await client.callTool({ name: 'search_ads', arguments: { platform: 'meta', per_page: 2 } }),
    );
    assert.equal(page.items.length, 2);
    await client.close();

    const keyless = await postInitialize(url, { host: url.host });
    assert.equal(keyless.status, 401);
    assert.equal(keyless.headers['www-authenticate'], 'Bearer');
    const rebound = await postInitialize(url, {
      host: 'evil.example',
      authorization: `Bearer ${fullKey}`,
    });
    assert.equal(rebound.status, 403);
    const named = await postInitialize(url, {
      host: `localhost:${url.port}`,
      authorization: `Bearer ${fullKey}`,
    });
    assert.equal(named.status, 200);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

test('stdio: the started process serves a search with the key from its environment and never prints it', async () => {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', fileURLToPath(new URL('./stdio-main.ts', import.meta.url))],
    env: { PATH: process.env.PATH ?? '', ADLENS_API_KEY: fullKey, ADLENS_API_URL: api.url },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const client = new Client({ name: 'adlens-mcp-test', version: '1.0.0' });
  await client.connect(transport);
  const page = dataOf<SearchPage>(
    await client.callTool({ name: 'search_ads', arguments: { platform: 'meta', per_page: 1 } }),
  );
  assert.equal(page.items.length, 1);
  await client.close();
  assert.match(stderr, /serving on stdio/);
  assert.ok(!stderr.includes(fullKey));
});

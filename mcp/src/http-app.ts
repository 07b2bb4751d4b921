import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { Hono } from 'hono';
import { createAdlensApi } from './adlens-api';
import { createAdlensMcpServer } from './adlens-mcp-server';

export interface McpHttpOptions {
  apiUrl: string;
  allowedHostnames: string[];
  fetch?: typeof fetch;
}

/** A JSON-RPC error answer outside any session, as the streamable HTTP transport sends them. */
function rpcError(status: 401 | 403, message: string, headers: Record<string, string> = {}) {
  return new Response(
    JSON.stringify({ jsonrpc: '2.0', error: { code: -32001, message }, id: null }),
    { status, headers: { 'content-type': 'application/json', ...headers } },
  );
}

/** The `Host` header's name without its port (`[::1]:4050` is `[::1]`). */
function hostnameOf(host: string | undefined): string {
  if (!host) return '';
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return (name ?? '').toLowerCase();
}

/**
 * The streamable HTTP transport (`POST /mcp`), stateless: each request brings its own API key as
 * `Authorization: Bearer adl_...`, gets a server bound to that key, and is answered in JSON. No key
 * is kept between requests or written anywhere.
 */
export function createMcpHttpApp({ apiUrl, allowedHostnames, fetch }: McpHttpOptions): Hono {
  const app = new Hono();
  app.all('/mcp', async (c) => {
    // DNS rebinding: a page of another site resolved to this address still names its own host.
    if (!allowedHostnames.includes(hostnameOf(c.req.header('host')))) {
      return rpcError(403, 'This host name is not allowed (ADLENS_MCP_ALLOWED_HOSTS)');
    }
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    const apiKey = match?.[1];
    if (!apiKey) {
      return rpcError(401, 'Send an Adlens API key as "Authorization: Bearer adl_..."', {
        'www-authenticate': 'Bearer',
      });
    }
    const server = createAdlensMcpServer(createAdlensApi({ baseUrl: apiUrl, apiKey, fetch }));
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw);
    } finally {
      // JSON answers are complete here: nothing of this request's server outlives it.
      await server.close();
    }
  });
  return app;
}

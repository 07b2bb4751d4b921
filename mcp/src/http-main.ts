// The streamable HTTP transport: `pnpm --filter @adlens/mcp start:http`, bound to 127.0.0.1 unless
// ADLENS_MCP_HOST says otherwise; each request brings its own API key.
import { serve } from '@hono/node-server';
import { readHttpConfig } from './config';
import { createMcpHttpApp } from './http-app';

let config: ReturnType<typeof readHttpConfig>;
try {
  config = readHttpConfig(process.env);
} catch (error) {
  console.error(`adlens-mcp: ${(error as Error).message}`);
  process.exit(2);
}
const app = createMcpHttpApp(config);
const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  console.error(
    `adlens-mcp: streamable HTTP on http://${config.host}:${info.port}/mcp, calling ${config.apiUrl}`,
  );
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// The stdio transport: an assistant starts this process with the key in its environment.
// stdout carries the protocol only; anything said to a person goes to stderr, never the key.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createAdlensApi } from './adlens-api';
import { createAdlensMcpServer } from './adlens-mcp-server';
import { readStdioConfig } from './config';

let config: ReturnType<typeof readStdioConfig>;
try {
  config = readStdioConfig(process.env);
} catch (error) {
  console.error(`adlens-mcp: ${(error as Error).message}`);
  process.exit(2);
}
const server = createAdlensMcpServer(
  createAdlensApi({ baseUrl: config.apiUrl, apiKey: config.apiKey }),
);
await server.connect(new StdioServerTransport());
console.error(`adlens-mcp: serving on stdio, calling ${config.apiUrl}`);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { AdlensApi } from './adlens-api';
import { describeCall } from './describe-call';
import { endpointInput } from './endpoint-input';
import { registerReadAdTool } from './read-ad-tool';
import { ENDPOINT_TOOLS, type EndpointTool } from './tool-table';
import { answer, toolError } from './tool-results';

export const ADLENS_MCP_SERVER_NAME = 'adlens';
export const ADLENS_MCP_SERVER_VERSION = '0.1.0';

function registerEndpointTool(server: McpServer, api: AdlensApi, tool: EndpointTool): void {
  const input = endpointInput(tool.endpoint);
  const reads = tool.endpoint.method === 'GET';
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: `${tool.summary} ${describeCall(tool.endpoint)}`,
      inputSchema: input.schema,
      annotations: {
        readOnlyHint: reads,
        destructiveHint: tool.endpoint.method === 'DELETE',
        openWorldHint: false,
      },
    },
    async (args) => {
      try {
        const result = await api(tool.endpoint, input.split(args));
        return answer(result.data, result.metering);
      } catch (error) {
        return toolError(error);
      }
    },
  );
}

/**
 * The Adlens MCP server (decision 0059): every tool is a call of the Adlens HTTP API made with the
 * caller's API key, so the key's scopes, the plan and the credits rule exactly as for any program.
 */
export function createAdlensMcpServer(api: AdlensApi): McpServer {
  const server = new McpServer({
    name: ADLENS_MCP_SERVER_NAME,
    version: ADLENS_MCP_SERVER_VERSION,
  });
  for (const tool of ENDPOINT_TOOLS) registerEndpointTool(server, api, tool);
  registerReadAdTool(server, api);
  return server;
}

import {
  AD_DETAIL_CREDIT_COST,
  adDetailDryRunEndpoint,
  adDetailEndpoint,
} from '@adlens/shared-contracts';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod/mini';
import type { AdlensApi } from './adlens-api';
import { describeCall } from './describe-call';
import { endpointInput } from './endpoint-input';
import { answer, toolError } from './tool-results';

const readAdInput = endpointInput(adDetailEndpoint, {
  confirm: z.optional(z.boolean()),
});

/** The dry run's answer (decision 0057): what opening the detail would cost now. */
const dryRunSchema = adDetailDryRunEndpoint.data;

/**
 * The paid ad detail. Spending credits needs the assistant to say so (`confirm: true`); without it
 * the tool asks the API's dry run (`dry_run=1`), which charges nothing, and answers the cost.
 */
export function registerReadAdTool(server: McpServer, api: AdlensApi): void {
  server.registerTool(
    'read_ad',
    {
      title: 'Read an ad (paid detail)',
      description:
        `The full detail of an ad: landing pages, URL chain, engagement, targeting. It costs ${AD_DETAIL_CREDIT_COST} credit ` +
        'the first time this user opens the ad, nothing again after. Without `confirm: true` nothing is ' +
        'charged: the tool answers what reading would cost and the credits left; call again with ' +
        `\`confirm: true\` (after the user agrees) to read and pay. ${describeCall(adDetailEndpoint)}`,
      inputSchema: readAdInput.schema,
      annotations: { readOnlyHint: false, idempotentHint: true, openWorldHint: false },
    },
    async (args) => {
      const { confirm, ...rest } = args as { confirm?: boolean } & Record<string, unknown>;
      const parts = readAdInput.split(rest);
      try {
        if (confirm !== true) {
          const dryRun = await api(adDetailDryRunEndpoint, { ...parts, query: { dry_run: '1' } });
          const { cost, credits_left: left } = dryRunSchema.parse(dryRun.data);
          const text =
            cost === 0
              ? `This ad is already paid for: reading it costs nothing (credits left: ${left}). Call read_ad again with confirm: true to read it.`
              : `Reading this ad costs ${cost} credit${cost === 1 ? '' : 's'} (credits left: ${left}). Nothing was charged. Call read_ad again with confirm: true to read it and pay.`;
          return { content: [{ type: 'text', text }] };
        }
        const detail = await api(adDetailEndpoint, parts);
        return answer(detail.data, detail.metering);
      } catch (error) {
        return toolError(error);
      }
    },
  );
}

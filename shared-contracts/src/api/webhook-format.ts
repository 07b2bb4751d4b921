import { z } from 'zod/mini';

/**
 * How a webhook's deliveries are shaped (decision 0071). `signed`: the JSON body of decision 0031
 * with its HMAC headers. `slack`: a Slack-compatible incoming-webhook body (`text` and `blocks`)
 * that a Slack, Mattermost or Discord `/slack` URL posts to a channel as is.
 */
export const WEBHOOK_FORMATS = ['signed', 'slack'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/** A webhook saved before formats existed, or saved without one, delivers `signed`. */
export const DEFAULT_WEBHOOK_FORMAT: WebhookFormat = 'signed';

export const webhookFormatSchema = z.enum(WEBHOOK_FORMATS, 'Choose signed JSON or Slack');

const slackTextSchema = z.object({ type: z.enum(['mrkdwn', 'plain_text']), text: z.string() });

/** The blocks a `slack` delivery uses: a section per line, a context line for the evidence. */
export const slackBlockSchema = z.union([
  z.object({ type: z.literal('section'), text: slackTextSchema }),
  z.object({ type: z.literal('context'), elements: z.array(slackTextSchema) }),
]);

/** The body of a `slack` delivery: `text` is the one line a notification preview shows. */
export const slackWebhookPayloadSchema = z.object({
  text: z.string(),
  blocks: z.array(slackBlockSchema),
});
export type SlackWebhookPayload = z.infer<typeof slackWebhookPayloadSchema>;

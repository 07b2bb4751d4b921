import {
  type Platform,
  type SlackWebhookPayload,
  href,
  slackWebhookPayloadSchema,
} from '@adlens/shared-contracts';
import type { AlertEvidenceLine } from '../follows/alert-message';

/** What a Slack message says of one alert: the notification's words and the ads they are about. */
export interface SlackAlert {
  title: string;
  /** The alert's one line: "1 new ad, 1 stopped". */
  summary: string;
  evidence: AlertEvidenceLine[];
  platform: Platform;
  adIds: number[];
  /** The in-app path of the announcement (all its ads). */
  link: string;
}

/** Slack's mrkdwn reads `&`, `<` and `>` as markup: a title like "A<B" must stay text. */
function escapeMrkdwn(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function mrkdwnLink(url: string, label: string): string {
  return `<${url}|${escapeMrkdwn(label)}>`;
}

const TEST_TEXT = 'Adlens test delivery: this channel will receive your follow alerts.';

function adUrl(appOrigin: string, platform: Platform, adId: number): string {
  return `${appOrigin}${href('adDetail', { platform, id: adId })}`;
}

/** The ad when the alert is about one, else the announcement that lists them all. */
function targetLink(alert: SlackAlert, appOrigin: string): string {
  const [onlyAd, ...others] = alert.adIds;
  if (onlyAd !== undefined && others.length === 0)
    return mrkdwnLink(adUrl(appOrigin, alert.platform, onlyAd), 'View the ad on Adlens');
  return mrkdwnLink(`${appOrigin}${alert.link}`, `View the ${alert.adIds.length} ads on Adlens`);
}

function evidenceBlock(
  alert: SlackAlert,
  { ad_id, line }: AlertEvidenceLine,
  appOrigin: string | null,
) {
  const text = appOrigin
    ? `${escapeMrkdwn(line)} · ${mrkdwnLink(adUrl(appOrigin, alert.platform, ad_id), 'View ad')}`
    : escapeMrkdwn(line);
  return { type: 'context', elements: [{ type: 'mrkdwn', text }] };
}

/**
 * The body of a `slack` delivery (decision 0071): `text` is the one line a phone notification
 * shows; the blocks give the title with that line, each evidence line with a link to its ad, and
 * a link to the ad (one ad) or to the announcement (several). Links need the app's origin; a
 * webhook without one (saved before formats existed) gets the words without links.
 */
export function slackPayloadOf(
  alert: SlackAlert | null,
  appOrigin: string | null,
): SlackWebhookPayload {
  if (!alert)
    return slackWebhookPayloadSchema.parse({
      text: TEST_TEXT,
      blocks: [{ type: 'section', text: { type: 'mrkdwn', text: TEST_TEXT } }],
    });
  const heading = `*${escapeMrkdwn(alert.title)}*\n${escapeMrkdwn(alert.summary)}`;
  return slackWebhookPayloadSchema.parse({
    text: escapeMrkdwn(`${alert.title}: ${alert.summary}`),
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: heading } },
      ...alert.evidence.map((entry) => evidenceBlock(alert, entry, appOrigin)),
      ...(appOrigin
        ? [{ type: 'section', text: { type: 'mrkdwn', text: targetLink(alert, appOrigin) } }]
        : []),
    ],
  });
}

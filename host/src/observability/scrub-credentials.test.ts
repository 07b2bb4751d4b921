import type { RumEvent } from '@datadog/browser-rum';
import { readAppConfig } from '../config/app-config';
import {
  actionEvent,
  errorEvent,
  longTaskEvent,
  resourceEvent,
  viewEvent,
  websocketVital,
} from '../testing/rum-events';
import { rumSettings } from './rum-settings';
import { REDACTED, scrubCredentials, scrubRumEvent } from './scrub-credentials';

const ORIGIN = 'https://app.adlens.test';
const OAUTH_URL = `${ORIGIN}/oauth?code=c0de-123&state=st4te&provider=google`;
const RESET_URL = `${ORIGIN}/authentication/reset-password/new-password/r3set-tok?email=ada%40example.com`;
const CONFIRM_URL = `${ORIGIN}/authentication/signup/confirm-email?email=ada%40example.com&token=123456`;

function scrubbed<E extends RumEvent>(event: E): E {
  scrubRumEvent(event);
  return event;
}

describe('scrubCredentials', () => {
  it.each([
    [OAUTH_URL, `${ORIGIN}/oauth?code=${REDACTED}&state=${REDACTED}&provider=google`],
    [
      `${ORIGIN}/oauth?token=s3ss10n&provider=google`,
      `${ORIGIN}/oauth?token=${REDACTED}&provider=google`,
    ],
    [CONFIRM_URL, CONFIRM_URL.replace('token=123456', `token=${REDACTED}`)],
    [
      RESET_URL,
      `${ORIGIN}/authentication/reset-password/new-password/${REDACTED}?email=ada%40example.com`,
    ],
    [
      '/authentication/reset-password/new-password/r3set-tok',
      `/authentication/reset-password/new-password/${REDACTED}`,
    ],
    [
      `${ORIGIN}/cb#access_token=abc&expires_in=3600`,
      `${ORIGIN}/cb#access_token=${REDACTED}&expires_in=3600`,
    ],
    [
      `${ORIGIN}/x?Password=hunter2&PASSWORD=x`,
      `${ORIGIN}/x?Password=${REDACTED}&PASSWORD=${REDACTED}`,
    ],
    [
      `${ORIGIN}/x?id_token=a&refresh_token=b&client_secret=c&verification_token=d`,
      `${ORIGIN}/x?id_token=${REDACTED}&refresh_token=${REDACTED}&client_secret=${REDACTED}&verification_token=${REDACTED}`,
    ],
  ])('redacts the credentials of %s', (input, expected) => {
    expect(scrubCredentials(input)).toBe(expected);
  });

  it('redacts a URL quoted inside another URL (percent-encoded) and keeps the rest', () => {
    const nested = `${ORIGIN}/authentication/signin?redirect=%2Foauth%3Ftoken%3Dsecret%26provider%3Dgoogle&x=1`;
    expect(scrubCredentials(nested)).toBe(
      `${ORIGIN}/authentication/signin?redirect=%2Foauth%3Ftoken%3D${REDACTED}%26provider%3Dgoogle&x=1`,
    );
  });

  it('leaves URLs without credentials as they are', () => {
    for (const url of [
      `${ORIGIN}/search?platform=tiktok&keyword=shoes&page=2`,
      `${ORIGIN}/oauth?error=access_denied`,
      `${ORIGIN}/x?postcode=123&statement=1&tokens_left=2`,
      `${ORIGIN}/authentication/reset-password/verify-code?email=ada%40example.com`,
    ])
      expect(scrubCredentials(url)).toBe(url);
  });

  it('redacts URLs inside messages and stacks', () => {
    const message = `Failed to fetch ${ORIGIN}/api/v1/auth/confirm?token=123456 (401) "${OAUTH_URL}"`;
    expect(scrubCredentials(message)).toBe(
      `Failed to fetch ${ORIGIN}/api/v1/auth/confirm?token=${REDACTED} (401) "${ORIGIN}/oauth?code=${REDACTED}&state=${REDACTED}&provider=google"`,
    );
  });
});

describe('scrubRumEvent with the SDK event shapes', () => {
  it('scrubs a view: url, referrer and the LCP resource', () => {
    const event = scrubbed(viewEvent(OAUTH_URL, CONFIRM_URL, `${ORIGIN}/img.png?token=t`));

    expect(event.view.url).toBe(
      `${ORIGIN}/oauth?code=${REDACTED}&state=${REDACTED}&provider=google`,
    );
    expect(event.view.referrer).not.toContain('123456');
    expect(event.view.performance?.lcp?.resource_url).toBe(`${ORIGIN}/img.png?token=${REDACTED}`);
  });

  it('scrubs the page path token of the new-password view', () => {
    const event = scrubbed(viewEvent(RESET_URL));

    expect(event.view.url).not.toContain('r3set-tok');
  });

  it('scrubs a resource url and the view it happened on', () => {
    const event = scrubbed(resourceEvent(OAUTH_URL, `${ORIGIN}/api/v1/auth/confirm?token=123456`));

    expect(event.resource.url).toBe(`${ORIGIN}/api/v1/auth/confirm?token=${REDACTED}`);
    expect(event.view.url).not.toContain('c0de-123');
  });

  it('scrubs an error: message, stack, handling stack and resource url', () => {
    const event = scrubbed(
      errorEvent(RESET_URL, {
        message: `Fetch error GET ${ORIGIN}/x?password=hunter2`,
        source: 'network',
        stack: `Error\n    at ${ORIGIN}/authentication/reset-password/new-password/r3set-tok:1:2`,
        handling_stack: `at ${OAUTH_URL}`,
        resource: { method: 'GET', status_code: 500, url: `${ORIGIN}/x?password=hunter2` },
      }),
    );

    expect(JSON.stringify(event)).not.toMatch(/hunter2|r3set-tok|c0de-123|st4te/);
    expect(event.error.message).toBe(`Fetch error GET ${ORIGIN}/x?password=${REDACTED}`);
  });

  it('scrubs an action target name, a long task script and a WebSocket vital', () => {
    const action = scrubbed(actionEvent(OAUTH_URL, `Open ${ORIGIN}/oauth?token=abc`));
    const task = scrubbed(longTaskEvent(OAUTH_URL, `${ORIGIN}/a.js?token=t`, `${ORIGIN}/b?code=c`));
    const vital = scrubbed(websocketVital(OAUTH_URL, `wss://ws.adlens.test/live?token=abc`));

    expect(action.action.target?.name).toBe(`Open ${ORIGIN}/oauth?token=${REDACTED}`);
    expect(task.long_task.scripts?.[0]).toMatchObject({
      source_url: `${ORIGIN}/a.js?token=${REDACTED}`,
      invoker: `${ORIGIN}/b?code=${REDACTED}`,
    });
    expect(JSON.stringify(vital)).not.toContain('token=abc');
  });

  it('scrubs URLs anywhere in the context', () => {
    const event = resourceEvent(ORIGIN, `${ORIGIN}/a`);
    event.context = { page: { href: OAUTH_URL, links: [CONFIRM_URL] }, count: 3 };

    scrubRumEvent(event);

    expect(JSON.stringify(event.context)).not.toMatch(/c0de-123|st4te|123456/);
    expect(event.context).toMatchObject({ count: 3 });
  });
});

describe('RUM settings beforeSend', () => {
  it('sends and mirrors events with their credentials already scrubbed', () => {
    const mirrored: object[] = [];
    const settings = rumSettings(readAppConfig(undefined).rum, 'production', '1', {
      remoteVersions: () => ({}),
      mirror: (event) => mirrored.push(JSON.parse(JSON.stringify(event)) as object),
    });
    const event = viewEvent(OAUTH_URL, RESET_URL);

    expect(settings.beforeSend?.(event, { location: new URL(OAUTH_URL) } as never)).toBe(true);

    expect(JSON.stringify(event)).not.toMatch(/c0de-123|st4te|r3set-tok/);
    expect(JSON.stringify(mirrored)).not.toMatch(/c0de-123|st4te|r3set-tok/);
  });
});

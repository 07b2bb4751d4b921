import {
  downloadsEndpoint,
  startDownloadEndpoint,
  tutorialsEndpoint,
} from '@adlens/shared-contracts';
import { errorOf, okData } from '../../testing/contract';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer({ signIn: true });

test('tutorials come in their order', async () => {
  const data = okData(
    tutorialsEndpoint,
    await server.request('GET', '/v1/common/tutorials', { token: server.token }),
  );
  expect(data.items.map((item) => item.id)).toEqual([1, 2, 3, 4]);
});

test('downloads filter by kind and platform, newest first', async () => {
  const all = okData(
    downloadsEndpoint,
    await server.request('GET', '/v1/landing/download', { token: server.token }),
  );
  expect(all.total).toBe(5);
  expect(all.items[0]?.id).toBe(1);
  const guides = okData(
    downloadsEndpoint,
    await server.request('GET', '/v1/landing/download?kind=guide&per_page=1&page=2', {
      token: server.token,
    }),
  );
  expect(guides).toMatchObject({ total: 2, total_pages: 2, items: [{ id: 5 }] });
  const beyond = okData(
    downloadsEndpoint,
    await server.request('GET', '/v1/landing/download?page=9', { token: server.token }),
  );
  expect(beyond).toMatchObject({ items: [], total: 5 });
  expect(
    errorOf(
      await server.request('GET', '/v1/landing/download?platform=myspace', { token: server.token }),
    ),
  ).toMatchObject({ status: 400, action: 'SNACKBAR' });
});

test('the file answers only through a live link made for that download', async () => {
  const started = okData(
    startDownloadEndpoint,
    await server.request('POST', '/v1/landing/download/2', { token: server.token }),
  );
  const path = started.url.replace(/^\/api/, '');
  const withoutLink = await server.request('GET', '/v1/landing/download/2/file', {
    token: server.token,
  });
  expect(errorOf(withoutLink)).toMatchObject({ status: 404, action: 'SNACKBAR' });
  const otherFile = await server.request('GET', path.replace('/download/2/', '/download/1/'));
  expect(errorOf(otherFile)).toMatchObject({ status: 404 });
  const startedAt = server.clock.now;
  server.clock.now = new Date(startedAt.getTime() + 6 * 60_000);
  expect(errorOf(await server.request('GET', path))).toMatchObject({ status: 404 });
  server.clock.now = startedAt;
});

test('a free plan cannot start a download (the plan lacks downloads)', async () => {
  const free = await server.login('free@adlens.test');
  expect(
    errorOf(await server.request('POST', '/v1/landing/download/2', { token: free })),
  ).toMatchObject({
    status: 402,
    action: 'SNACKBAR',
    code: 402,
    message: 'Your plan does not include downloads. Upgrade your plan to use them.',
  });
});

test('starting a download records it and gives a URL that serves the file', async () => {
  const started = okData(
    startDownloadEndpoint,
    await server.request('POST', '/v1/landing/download/2', { token: server.token }),
  );
  const listed = okData(
    downloadsEndpoint,
    await server.request('GET', '/v1/landing/download?kind=guide', { token: server.token }),
  );
  expect(listed.items.find((item) => item.id === 2)?.downloaded_at).toBe(started.downloaded_at);
  // The link is the credential: no header comes with a followed link.
  const file = await server.raw(started.url.replace(/^\/api/, ''), {});
  expect(file.status).toBe(200);
  expect(file.headers.get('content-disposition')).toContain('tiktok-playbook.pdf');
  expect(
    errorOf(await server.request('POST', '/v1/landing/download/99', { token: server.token })),
  ).toMatchObject({
    status: 404,
  });
});

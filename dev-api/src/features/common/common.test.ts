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
  const file = await server.raw(started.url.replace(/^\/api/, ''), { token: server.token });
  expect(file.status).toBe(200);
  expect(file.headers.get('content-disposition')).toContain('tiktok-playbook.pdf');
  expect(
    errorOf(await server.request('POST', '/v1/landing/download/99', { token: server.token })),
  ).toMatchObject({
    status: 404,
  });
});

import {
  deleteNotificationEndpoint,
  deleteNotificationsEndpoint,
  notificationsEndpoint,
} from '@adlens/shared-contracts';
import { errorOf, okData } from '../../testing/contract';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer({ per: 'test', signIn: true });

test('the list pages newest first and counts the unread ones', async () => {
  const first = okData(
    notificationsEndpoint,
    await server.request('GET', '/v1/notifications?per_page=10', { token: server.token }),
  );
  expect(first.total).toBe(24);
  expect(first.total_pages).toBe(3);
  expect(first.items).toHaveLength(10);
  const dates = first.items.map((item) => item.created_at);
  expect([...dates].sort().reverse()).toEqual(dates);
  expect(first.unread_count).toBe(24);
  const last = okData(
    notificationsEndpoint,
    await server.request('GET', '/v1/notifications?per_page=10&page=3', { token: server.token }),
  );
  expect(last.items).toHaveLength(4);
});

test('the unread filter leaves out read notifications', async () => {
  await server.db.query(
    "UPDATE notifications SET read = true WHERE user_id = (SELECT id FROM users WHERE email = 'demo@adlens.test') AND id % 2 = 0",
  );
  const unread = okData(
    notificationsEndpoint,
    await server.request('GET', '/v1/notifications?unread=true&per_page=100', {
      token: server.token,
    }),
  );
  expect(unread.items.every((item) => !item.read)).toBe(true);
  expect(unread.total).toBe(unread.unread_count);
  expect(unread.total).toBeLessThan(24);
});

test('deleting one removes only it; deleting all empties the list', async () => {
  const listed = okData(
    notificationsEndpoint,
    await server.request('GET', '/v1/notifications', { token: server.token }),
  );
  const id = listed.items[0]?.id;
  expect(
    okData(
      deleteNotificationEndpoint,
      await server.request('DELETE', `/v1/notifications/${id}`, { token: server.token }),
    ),
  ).toEqual({ deleted: 1 });
  expect(
    errorOf(await server.request('DELETE', `/v1/notifications/${id}`, { token: server.token })),
  ).toMatchObject({ status: 404, action: 'SNACKBAR' });
  expect(
    okData(
      deleteNotificationsEndpoint,
      await server.request('DELETE', '/v1/notifications', { token: server.token }),
    ),
  ).toEqual({ deleted: 23 });
  const after = okData(
    notificationsEndpoint,
    await server.request('GET', '/v1/notifications', { token: server.token }),
  );
  expect(after).toMatchObject({ items: [], total: 0, unread_count: 0 });
});

test("another user's notification cannot be deleted", async () => {
  const [other] = await server.db.query<{ id: number }>(
    "SELECT n.id FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'free@adlens.test' LIMIT 1",
  );
  const response = await server.request('DELETE', `/v1/notifications/${other?.id}`, {
    token: server.token,
  });
  expect(errorOf(response)).toMatchObject({ status: 404 });
});

test('a bad query is a 400 SNACKBAR and no token is a session-expired redirect', async () => {
  expect(
    errorOf(await server.request('GET', '/v1/notifications?unread=maybe', { token: server.token })),
  ).toMatchObject({ status: 400, action: 'SNACKBAR' });
  expect(errorOf(await server.request('GET', '/v1/notifications'))).toMatchObject({
    status: 403,
    action: 'REDIRECT_WITH_LOGOUT',
  });
});

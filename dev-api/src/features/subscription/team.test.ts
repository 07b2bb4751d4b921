import {
  addTeamMemberEndpoint,
  removeTeamMemberEndpoint,
  teamMembersEndpoint,
} from '@adlens/shared-contracts';
import { errorOf, okData } from '../../testing/contract';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer({ per: 'test', signIn: true });

const add = (email: string, as = server.token) =>
  server.request('PUT', '/v1/subscription/team/add-member', { token: as, body: { email } });

test('members list with the seats of the plan, the owner included', async () => {
  const team = okData(
    teamMembersEndpoint,
    await server.request('GET', '/v1/subscription/team/members', { token: server.token }),
  );
  expect(team).toMatchObject({ limit: 3, used: 3 });
  expect(team.members.map((member) => member.status)).toEqual(['active', 'invited']);
});

test('a full team refuses a new member until one is removed', async () => {
  expect(errorOf(await add('new@example.test'))).toMatchObject({
    status: 422,
    action: 'INLINE',
    field: 'email',
    message: 'Your plan allows a team of 3. Remove a member or upgrade your plan.',
  });
  const removed = okData(
    removeTeamMemberEndpoint,
    await server.request('POST', '/v1/subscription/team/remove-member', {
      token: server.token,
      body: { email: 'Invited@adlens.test' },
    }),
  );
  expect(removed.used).toBe(2);
  const added = okData(addTeamMemberEndpoint, await add('New@Example.test'));
  expect(added.members.at(-1)).toMatchObject({ email: 'new@example.test', status: 'invited' });
});

test('duplicates, self, bad addresses and strangers are INLINE errors on email', async () => {
  await server.request('POST', '/v1/subscription/team/remove-member', {
    token: server.token,
    body: { email: 'invited@adlens.test' },
  });
  expect(errorOf(await add('teammate@adlens.test'))).toMatchObject({
    field: 'email',
    message: 'This person is already on your team',
  });
  expect(errorOf(await add('demo@adlens.test'))).toMatchObject({ field: 'email' });
  expect(errorOf(await add('not-an-email'))).toMatchObject({
    field: 'email',
    message: 'Enter a valid email address',
  });
  expect(
    errorOf(
      await server.request('POST', '/v1/subscription/team/remove-member', {
        token: server.token,
        body: { email: 'x@y.test' },
      }),
    ),
  ).toMatchObject({ field: 'email', message: 'This person is not on your team' });
});

test('concurrent adds never exceed the seats', async () => {
  await server.request('POST', '/v1/subscription/team/remove-member', {
    token: server.token,
    body: { email: 'invited@adlens.test' },
  });
  const responses = await Promise.all(
    ['a', 'b', 'c', 'd'].map((name) => add(`${name}@example.test`)),
  );
  expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
  const team = okData(
    teamMembersEndpoint,
    await server.request('GET', '/v1/subscription/team/members', { token: server.token }),
  );
  expect(team.used).toBe(3);
});

test('a single-seat plan has no room for members', async () => {
  const free = await server.login('free@adlens.test');
  expect(errorOf(await add('friend@example.test', free))).toMatchObject({
    message: 'Your plan has no team seats. Upgrade your plan to add members.',
  });
});

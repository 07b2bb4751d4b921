import {
  AVATAR_MAX_BYTES,
  changeProfilePasswordEndpoint,
  profileEndpoint,
  sawIntroEndpoint,
  sourceTypeEndpoint,
  updateProfileEndpoint,
  uploadAvatarEndpoint,
  userDashboardEndpoint,
} from '@adlens/shared-contracts';
import { errorOf, okData } from '../../testing/contract';
import { expectErrorMeta } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { ATTEMPT_LIMITS } from '../auth/attempt-limits';

const server = useTestServer({ per: 'test', signIn: true });

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const GIF = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 2, 3]);

async function upload(bytes: Uint8Array, type: string, field = 'avatar') {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), 'me.img');
  const response = await server.raw('/v1/user/profile/avatar', {
    method: 'POST',
    body: form,
    token: server.token,
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

test('the profile can be read and partly updated; omitted fields stay', async () => {
  const before = okData(
    profileEndpoint,
    await server.request('GET', '/v1/user/profile', { token: server.token }),
  );
  expect(before).toMatchObject({ email: 'demo@adlens.test', referral_code: 'DEMO2026' });
  const updated = okData(
    updateProfileEndpoint,
    await server.request('PATCH', '/v1/user/profile', {
      token: server.token,
      body: { company: 'Acme', country: 'de', phone: '+49 30 1234567' },
    }),
  );
  expect(updated).toMatchObject({ name: before.name, company: 'Acme', country: 'DE' });
  const cleared = okData(
    updateProfileEndpoint,
    await server.request('PATCH', '/v1/user/profile', {
      token: server.token,
      body: { company: '' },
    }),
  );
  expect(cleared).toMatchObject({ company: null, country: 'DE' });
  expect(
    errorOf(
      await server.request('PATCH', '/v1/user/profile', {
        token: server.token,
        body: { name: ' ' },
      }),
    ),
  ).toMatchObject({ status: 422, action: 'INLINE', field: 'name' });
});

test('a PNG avatar is stored and served with its type; the profile points at it', async () => {
  const { avatar_url } = okData(uploadAvatarEndpoint, await upload(PNG, 'image/png'));
  const profile = okData(
    profileEndpoint,
    await server.request('GET', '/v1/user/profile', { token: server.token }),
  );
  expect(profile.avatar_url).toBe(avatar_url);
  const served = await server.raw(avatar_url.replace(/^\/api/, ''), {});
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
});

test('a GIF, a renamed text file or a missing field is an INLINE error on avatar', async () => {
  expect(errorOf(await upload(GIF, 'image/gif'))).toMatchObject({
    status: 422,
    action: 'INLINE',
    field: 'avatar',
  });
  const fake = new TextEncoder().encode('not an image at all');
  expect(errorOf(await upload(fake, 'image/png'))).toMatchObject({ field: 'avatar' });
  expect(errorOf(await upload(PNG, 'image/png', 'picture'))).toMatchObject({ field: 'avatar' });
});

test('an avatar over 2 MB is refused with 413 INLINE', async () => {
  const big = new Uint8Array(AVATAR_MAX_BYTES + 1);
  big.set(PNG);
  expect(errorOf(await upload(big, 'image/png'))).toMatchObject({
    status: 413,
    action: 'INLINE',
    field: 'avatar',
  });
});

test('the password changes with the right current one and follows the register rule', async () => {
  const change = (body: object) =>
    server.request('PATCH', '/v1/user/profile/password', { token: server.token, body });
  expect(
    errorOf(await change({ current_password: 'wrong', password: 'new-secret-1' })),
  ).toMatchObject({
    field: 'current_password',
  });
  expect(
    errorOf(await change({ current_password: 'adlens-demo', password: 'short' })),
  ).toMatchObject({
    field: 'password',
    message: 'Password must be at least 8 characters',
  });
  const other = await server.login();
  okData(
    changeProfilePasswordEndpoint,
    await change({ current_password: 'adlens-demo', password: 'new-secret-1' }),
  );
  const login = await server.request('POST', '/v1/auth/login', {
    body: { email: 'demo@adlens.test', password: 'new-secret-1' },
  });
  expect(login.status).toBe(200);
  // The other session ended, this one goes on.
  expect(errorOf(await server.request('GET', '/v1/user/profile', { token: other }))).toMatchObject({
    status: 403,
  });
  expect((await server.request('GET', '/v1/user/profile', { token: server.token })).status).toBe(
    200,
  );
});

test('source type and saw are stored', async () => {
  expect(
    okData(
      sourceTypeEndpoint,
      await server.request('POST', '/v1/user/profile/source-type', {
        token: server.token,
        body: { source_type: 'youtube' },
      }),
    ),
  ).toEqual({ source_type: 'youtube' });
  expect(
    errorOf(
      await server.request('POST', '/v1/user/profile/source-type', {
        token: server.token,
        body: { source_type: 'tv' },
      }),
    ),
  ).toMatchObject({ field: 'source_type' });
  expect(
    okData(
      sawIntroEndpoint,
      await server.request('POST', '/v1/user/profile/saw', { token: server.token }),
    ),
  ).toEqual({ saw: true });
  const profile = okData(
    profileEndpoint,
    await server.request('GET', '/v1/user/profile', { token: server.token }),
  );
  expect(profile.source_type).toBe('youtube');
});

test('the dashboard shows plan, credits, team seats and 14 days of usage', async () => {
  await server.request('GET', '/v1/meta/ads/1', { token: server.token });
  const data = okData(
    userDashboardEndpoint,
    await server.request('GET', '/v1/user/dashboard', { token: server.token }),
  );
  expect(data.plan).toMatchObject({ name: 'Pro', interval: 'month' });
  expect(data.credits).toEqual({ total: 1500, used: 121, remaining: 1379 });
  expect(data.team).toEqual({ members: 3, limit: 3 });
  expect(data.usage).toHaveLength(14);
  expect(data.usage.at(-1)?.credits).toBe(1);
});

test('the current password is throttled as sign-in is: past the limit even the right one waits', async () => {
  const { limit } = ATTEMPT_LIMITS.wrongPasswordsPerAccountAndAddress;
  const change = (current: string, address: string) =>
    server.request('PATCH', '/v1/user/profile/password', {
      token: server.token,
      body: { current_password: current, password: 'new-secret-1' },
      address,
    });
  for (let i = 0; i < limit; i++) expect((await change('wrong', '198.51.100.60')).status).toBe(422);
  const held = await change('adlens-demo', '198.51.100.60');
  expect(held.status).toBe(429);
  expect(expectErrorMeta(held.json)).toMatchObject({ action: 'INLINE', field: 'current_password' });
  // Sign-in on that address shares the count; the owner elsewhere does not.
  const signIn = (address: string) =>
    server.request('POST', '/v1/auth/login', {
      body: { email: 'demo@adlens.test', password: 'adlens-demo' },
      address,
    });
  expect((await signIn('198.51.100.60')).status).toBe(429);
  expect((await signIn('192.0.2.61')).status).toBe(200);
});

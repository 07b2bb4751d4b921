import { expectErrorMeta } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';
import { isJsonContentType } from './route';

const server = useTestServer();

const login = JSON.stringify({ email: 'demo@adlens.test', password: 'adlens-demo' });

test.each(['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', null])(
  'a JSON body sent as %s answers 415 with the error meta and no session',
  async (contentType) => {
    const headers = new Headers();
    if (contentType) headers.set('content-type', contentType);
    const response = await server.raw('/v1/auth/login', { method: 'POST', headers, body: login });
    expect(response.status).toBe(415);
    const json: unknown = await response.json();
    expect(expectErrorMeta(json)).toMatchObject({ code: 415, action: 'SNACKBAR' });
  },
);

test('application/json with a charset still signs in', async () => {
  const response = await server.raw('/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: login,
  });
  expect(response.status).toBe(200);
});

test('the API sends no CORS header, even to a cross-site origin', async () => {
  const response = await server.raw('/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    body: login,
  });
  expect(response.headers.get('access-control-allow-origin')).toBeNull();
});

test('JSON media types', () => {
  expect(isJsonContentType('application/json')).toBe(true);
  expect(isJsonContentType('Application/JSON; charset=utf-8')).toBe(true);
  expect(isJsonContentType('application/merge-patch+json')).toBe(true);
  expect(isJsonContentType('text/json')).toBe(false);
  expect(isJsonContentType('text/plain; a=application/json')).toBe(false);
  expect(isJsonContentType(undefined)).toBe(false);
});

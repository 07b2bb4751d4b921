import { z } from 'zod/mini';
import { access } from './access';
import { defineEndpoint } from './endpoint';
import { userSchema } from './user';

export const emailSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'Email is required'), z.email('Enter a valid email address'));

/** Minimum length of a new password (register, reset, profile password change). */
export const PASSWORD_MIN_LENGTH = 8;

/** The new-password rule shared by register, reset and the profile password change. */
export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    z.maxLength(200, 'Password is too long'),
  );

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, 'Password is required')),
  /** Human-verification token for the `login` action. */
  verification_token: z.optional(z.string()),
});

export const authTokenDataSchema = z.object({
  token: z.string().check(z.minLength(1)),
  user: userSchema,
});

export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/auth/login',
  access: access.public,
  body: loginBodySchema,
  data: authTokenDataSchema,
  withCredentials: true,
});

export const registerBodySchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(120, 'Name is too long')),
  email: emailSchema,
  password: newPasswordSchema,
  /** Referral code of the referrer, when the visitor came through a referral link. */
  ref_id: z.optional(z.string().check(z.maxLength(64))),
  verification_token: z.optional(z.string()),
});

/** Registration never signs in: the account must confirm its e-mail first. */
export const registerDataSchema = z.object({
  email: z.string(),
  confirmation_required: z.literal(true),
});

export const registerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/auth/register',
  access: access.public,
  body: registerBodySchema,
  data: registerDataSchema,
  withCredentials: true,
});

/** `token` is the code mailed at registration (6 digits) or the token of the mailed link. */
export const confirmBodySchema = z.object({
  email: emailSchema,
  token: z.string().check(z.trim(), z.minLength(1, 'Code is required'), z.maxLength(200)),
  device: z.optional(z.string().check(z.maxLength(512))),
});

export const confirmEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/auth/confirm',
  access: access.public,
  body: confirmBodySchema,
  data: authTokenDataSchema,
});

export const emailBodySchema = z.object({ email: emailSchema });

export const sentDataSchema = z.object({ sent: z.literal(true), email: z.string() });

export const confirmResendEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/auth/confirm/resend',
  access: access.public,
  body: emailBodySchema,
  data: sentDataSchema,
});

/** Always answers `sent` (also for unknown addresses) so that the call reveals no accounts. */
export const resetPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/auth/reset-password',
  access: access.public,
  body: z.extend(emailBodySchema, { verification_token: z.optional(z.string()) }),
  data: sentDataSchema,
});

export const resetVerifyBodySchema = z.object({
  email: emailSchema,
  token: z.string().check(z.trim(), z.minLength(1, 'Code is required'), z.maxLength(200)),
});

/** Exchanges the mailed code for the reset token of `/authentication/reset-password/new-password/{token}`. */
export const resetPasswordVerifyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/auth/reset-password/verify',
  access: access.public,
  body: resetVerifyBodySchema,
  data: z.object({ token: z.string().check(z.minLength(1)) }),
});

export const changePasswordBodySchema = z.object({
  email: emailSchema,
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  password: newPasswordSchema,
});

export const resetPasswordChangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/auth/reset-password/change-password',
  access: access.public,
  body: changePasswordBodySchema,
  data: z.object({ changed: z.literal(true) }),
});

export const logoutEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/auth/logout',
  access: access.public,
  data: z.looseObject({}),
});

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export const oauthProviderSchema = z.enum(OAUTH_PROVIDERS);
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;

/**
 * Starts a third-party sign-in: the answer sets a one-time `state` cookie (HttpOnly, hence "with
 * credentials") and the browser goes to `url` (the provider's consent page), which returns it to
 * `/oauth?code=...&state=...&provider=...` (or `/oauth?error=...`). No credential ever rides in
 * that address: the code is worth nothing without this browser's cookie (decision 0022).
 */
export const oauthStartEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/auth/oauth/{provider}',
  access: access.public,
  params: z.object({ provider: oauthProviderSchema }),
  query: z.optional(z.object({ redirect: z.optional(z.string().check(z.maxLength(2000))) })),
  data: z.object({ url: z.string().check(z.minLength(1)), provider: oauthProviderSchema }),
  withCredentials: true,
});

export const oauthCallbackBodySchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(200)),
  state: z.string().check(z.minLength(1), z.maxLength(200)),
});

/**
 * Finishes a third-party sign-in: the API checks `state` against the cookie the start set in this
 * browser, exchanges the one-time `code` with the provider and only then answers a session.
 * `redirect` is the safe in-app path given at the start, if any.
 */
export const oauthCallbackEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/auth/oauth/{provider}/callback',
  access: access.public,
  params: z.object({ provider: oauthProviderSchema }),
  body: oauthCallbackBodySchema,
  data: z.extend(authTokenDataSchema, { redirect: z.nullable(z.string()) }),
  withCredentials: true,
});

export const deviceBodySchema = z.object({
  device: z.string().check(z.trim(), z.minLength(1), z.maxLength(512)),
});

export const saveDeviceEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/auth/device',
  access: access.signedIn(),
  body: deviceBodySchema,
  data: z.object({ saved_device: z.literal(true) }),
  silent: true,
});

export const userInitEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/user/init',
  access: access.signedIn(),
  data: z.object({ user: userSchema }),
});

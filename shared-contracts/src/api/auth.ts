import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { userSchema } from './user';

export const loginBodySchema = z.object({
  email: z.string().trim().min(1, 'Email is required').email('Enter a valid email address'),
  password: z.string().min(1, 'Password is required'),
  /** Human-verification token for the `login` action. */
  verification_token: z.string().optional(),
});

export const authTokenDataSchema = z.object({
  token: z.string().min(1),
  user: userSchema,
});

export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/auth/login',
  body: loginBodySchema,
  data: authTokenDataSchema,
  withCredentials: true,
});

export const logoutEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/auth/logout',
  data: z.object({}).passthrough(),
});

export const userInitEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/user/init',
  data: z.object({ user: userSchema }),
});

import { z } from 'zod/mini';
import { newPasswordSchema } from './auth';
import { access } from './access';
import { defineEndpoint } from './endpoint';
import { isoDateTimeSchema } from './pagination';

export const profileSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  email: z.string(),
  avatar_url: z.nullable(z.string()),
  company: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  /** ISO 3166-1 alpha-2. */
  country: z.nullable(z.string()),
  source_type: z.nullable(z.string()),
  referral_code: z.string(),
  created_at: isoDateTimeSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const profileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/user/profile',
  access: access.signedIn(),
  data: profileSchema,
});

/** Empty text clears an optional field. */
const optionalText = (max: number, label: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(max, `${label} is too long`)),
        z.transform((value) => (value === '' ? null : value)),
      ),
    ),
  );

export const updateProfileBodySchema = z.object({
  name: z.optional(
    z
      .string()
      .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(120, 'Name is too long')),
  ),
  company: optionalText(120, 'Company'),
  phone: z.optional(
    z.nullable(
      z.pipe(
        z
          .string()
          .check(z.trim(), z.regex(/^(\+?[0-9 ()-]{6,20})?$/, 'Enter a valid phone number')),
        z.transform((value) => (value === '' ? null : value)),
      ),
    ),
  ),
  country: z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.regex(/^([A-Za-z]{2})?$/, 'Choose a country')),
        z.transform((value) => (value === '' ? null : value.toUpperCase())),
      ),
    ),
  ),
});

export const updateProfileEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/v1/user/profile',
  access: access.signedIn(),
  body: updateProfileBodySchema,
  data: profileSchema,
});

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Multipart with the file in field `avatar` (png, jpeg or webp, at most 2 MB). */
export const uploadAvatarEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/user/profile/avatar',
  access: access.signedIn(),
  body: z.optional(
    z.custom<FormData>((value) => typeof FormData !== 'undefined' && value instanceof FormData),
  ),
  data: z.object({ avatar_url: z.string() }),
  multipart: true,
});

export const changeProfilePasswordBodySchema = z.object({
  current_password: z.string().check(z.minLength(1, 'Current password is required')),
  password: newPasswordSchema,
});

export const changeProfilePasswordEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/v1/user/profile/password',
  access: access.signedIn(),
  body: changeProfilePasswordBodySchema,
  data: z.object({ changed: z.literal(true) }),
});

/** Where the user heard of the product (asked once after sign-up). */
export const SOURCE_TYPES = [
  'search_engine',
  'social_media',
  'youtube',
  'friend_or_colleague',
  'blog_or_article',
  'advertisement',
  'other',
] as const;

export const sourceTypeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/user/profile/source-type',
  access: access.signedIn(),
  body: z.object({ source_type: z.enum(SOURCE_TYPES, 'Choose where you heard of us') }),
  data: z.object({ source_type: z.enum(SOURCE_TYPES) }),
});

/** Marks the introduction as seen; failures are ignored (spec section 8). */
export const sawIntroEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/user/profile/saw',
  access: access.signedIn(),
  data: z.object({ saw: z.literal(true) }),
  silent: true,
});

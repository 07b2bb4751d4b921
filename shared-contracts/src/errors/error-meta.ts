import { z } from 'zod/mini';

/** What the front end does with an error response (spec sections 4 and 8). */
export const ERROR_ACTIONS = [
  'SNACKBAR',
  'INLINE',
  'REDIRECT',
  'REDIRECT_WITH_LOGOUT',
  'MODAL',
] as const;
export type ErrorAction = (typeof ERROR_ACTIONS)[number];

/** Named redirect targets; any other `to` value is a plain path. */
export const REDIRECT_TARGETS = {
  SIGNIN: '/authentication/signin',
  EMAIL_CONFIRM: '/authentication/signup/confirm-email',
  DASHBOARD: '/dashboard',
  MAINTENANCE: '/maintenance',
  REQUEST_LIMIT: '/request-limit',
  PLAN_SELECT: '/plans/select',
} as const;
export type RedirectTarget = keyof typeof REDIRECT_TARGETS;

export const MODAL_NAMES = ['CREDIT_LIMIT'] as const;

export const NOTIFICATION_TYPES = ['default', 'success', 'info', 'error', 'warning'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong';

export const errorMetaSchema = z.object({
  message: z._default(z.string(), DEFAULT_ERROR_MESSAGE),
  action: z.optional(z.enum(ERROR_ACTIONS)),
  to: z.optional(z.string()),
  type: z._default(z.enum(NOTIFICATION_TYPES), 'error'),
  timeout: z.optional(z.number()),
  code: z.optional(z.number().check(z.int())),
  modal_name: z.optional(z.string()),
  /** For INLINE errors: the form field the message belongs to. */
  field: z.optional(z.string()),
});
export type ErrorMeta = z.infer<typeof errorMetaSchema>;

/** Every error body: `{ status: 'error', meta }`. */
export const errorBodySchema = z.object({
  status: z.literal('error'),
  meta: errorMetaSchema,
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

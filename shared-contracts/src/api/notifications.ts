import { z } from 'zod/mini';
import { NOTIFICATION_TYPES } from '../errors/error-meta';
import { access } from './access';
import { defineEndpoint } from './endpoint';
import {
  idParamSchema,
  idSchema,
  isoDateTimeSchema,
  pageSchema,
  paginatedSchema,
  perPageSchema,
} from './pagination';

/** Query strings carry booleans as text; clients may also pass a real boolean. */
export const queryBooleanSchema = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]),
  z.transform((value) => value === true || value === 'true' || value === '1'),
);

export const notificationSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** An in-app path the notification leads to, if any. */
  link: z.nullable(z.string()),
  read: z.boolean(),
  created_at: isoDateTimeSchema,
});
export type NotificationEntry = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z._default(
  z.object({
    page: pageSchema,
    per_page: perPageSchema,
    /** Only unread notifications. */
    unread: z.optional(queryBooleanSchema),
  }),
  { page: 1, per_page: 20 },
);

export const notificationsDataSchema = z.extend(paginatedSchema(notificationSchema), {
  unread_count: z.number().check(z.int(), z.gte(0)),
});
export type NotificationsData = z.infer<typeof notificationsDataSchema>;

export const deletedCountSchema = z.object({ deleted: z.number().check(z.int(), z.gte(0)) });

/** Spec section 8: failures of the notification calls are silently ignored. */
export const notificationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/notifications',
  access: access.signedIn(),
  query: notificationsQuerySchema,
  data: notificationsDataSchema,
  silent: true,
});

export const deleteNotificationsEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/v1/notifications',
  access: access.signedIn(),
  data: deletedCountSchema,
  silent: true,
});

export const deleteNotificationEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/v1/notifications/{id}',
  access: access.signedIn({ owner: { param: 'id', resource: 'notification' } }),
  params: idParamSchema,
  data: deletedCountSchema,
  silent: true,
});

/**
 * Opening the bell marks what it shows as read (issue 28); without ids, every notification. Silent
 * like the other notification calls.
 */
export const readNotificationsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/notifications/read',
  access: access.signedIn(),
  body: z._default(z.object({ ids: z.optional(z.array(idSchema).check(z.maxLength(100))) }), {}),
  data: z.object({ read: z.number().check(z.int(), z.gte(0)) }),
  silent: true,
});

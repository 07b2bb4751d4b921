import { z } from 'zod';
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
export const queryBooleanSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** An in-app path the notification leads to, if any. */
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: isoDateTimeSchema,
});
export type NotificationEntry = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z
  .object({
    page: pageSchema,
    per_page: perPageSchema,
    /** Only unread notifications. */
    unread: queryBooleanSchema.optional(),
  })
  .default({ page: 1, per_page: 20 });

export const notificationsDataSchema = paginatedSchema(notificationSchema).extend({
  unread_count: z.number().int().min(0),
});
export type NotificationsData = z.infer<typeof notificationsDataSchema>;

export const deletedCountSchema = z.object({ deleted: z.number().int().min(0) });

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
  body: z.object({ ids: z.array(idSchema).max(100).optional() }).default({}),
  data: z.object({ read: z.number().int().min(0) }),
  silent: true,
});

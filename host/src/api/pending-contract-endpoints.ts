import { defineEndpoint } from '@adlens/shared-contracts';
import { z } from 'zod';

// Calls the host makes whose schemas `shared-contracts` does not define yet. They move there
// (and this module goes away) once the contract has them; the shapes below are read leniently.

const notificationItemSchema = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string().nullish(),
  message: z.string().nullish(),
  body: z.string().nullish(),
  created_at: z.string().nullish(),
  read: z.boolean().nullish(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** The list may come as `{ items }`, `{ notifications }` or a bare array: all read as items. */
const notificationListSchema = z
  .union([
    z.object({ items: z.array(notificationItemSchema) }),
    z.object({ notifications: z.array(notificationItemSchema) }),
    z.array(notificationItemSchema),
  ])
  .transform((value) => {
    if (Array.isArray(value)) return { items: value };
    return { items: 'items' in value ? value.items : value.notifications };
  });

/** Spec section 8: failed notification calls are silently ignored. */
export const notificationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/notifications',
  query: z.object({ page: z.number().int().positive().optional() }).optional(),
  data: notificationListSchema,
  silent: true,
});

export const deleteNotificationEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/v1/notifications/{id}',
  params: z.object({ id: z.union([z.number(), z.string()]) }),
  data: z.unknown(),
  silent: true,
});

export const deleteAllNotificationsEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/v1/notifications',
  data: z.unknown(),
  silent: true,
});

/** Spec section 7: with credentials; the response is not read; a failure is only logged. */
export const referralInitializeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/referrals/initialize',
  query: z.object({ referrer: z.string().optional(), refId: z.string().optional() }),
  data: z.unknown(),
  withCredentials: true,
  silent: true,
});

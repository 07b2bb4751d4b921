import { z } from 'zod/mini';
import { platformSchema } from '../platforms';
import { adCardSchema, platformIdParamsSchema, platformParamsSchema } from './ads';
import { access } from './access';
import { defineEndpoint } from './endpoint';
import {
  idSchema,
  isoDateTimeSchema,
  pageSchema,
  paginatedSchema,
  perPageSchema,
  textSchema,
} from './pagination';

export const collectionSchema = z.object({
  id: z.number().check(z.int()),
  platform: platformSchema,
  name: z.string(),
  /** The default "Saved" collection, target of the bookmark toggle; it cannot be deleted. */
  is_default: z.boolean(),
  ad_count: z.number().check(z.int()),
  cover_url: z.nullable(z.string()),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
});
export type Collection = z.infer<typeof collectionSchema>;

const collectionNameSchema = textSchema().check(
  z.trim(),
  z.minLength(1, 'Name is required'),
  z.maxLength(60, 'Name is too long'),
);

export const collectionsQuerySchema = z._default(
  z.object({
    /** The collection whose ads to list; without it, the ads of all collections. */
    collection_id: z.optional(idSchema),
    keyword: z.optional(textSchema().check(z.maxLength(200))),
    page: pageSchema,
    per_page: perPageSchema,
  }),
  { page: 1, per_page: 20 },
);

export const collectionsDataSchema = z.object({
  collections: z.array(collectionSchema),
  ads: paginatedSchema(
    z.extend(adCardSchema, { collection_ids: z.array(z.number().check(z.int())) }),
  ),
});
export type CollectionsData = z.infer<typeof collectionsDataSchema>;

export const collectionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/bookmark/collections/platform/{platform}',
  access: access.signedIn(),
  params: platformParamsSchema,
  query: collectionsQuerySchema,
  data: collectionsDataSchema,
});

export const createCollectionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/bookmark/collections/platform/{platform}',
  access: access.signedIn(),
  params: platformParamsSchema,
  body: z.object({ name: collectionNameSchema }),
  data: collectionSchema,
});

/** Sets which collections hold the ad (adds and removes to match `collection_ids`). */
export const setAdCollectionsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/bookmark/platform/{platform}/ads/{id}',
  access: access.signedIn(),
  params: platformIdParamsSchema,
  body: z.object({ collection_ids: z.array(idSchema).check(z.maxLength(100)) }),
  data: z.object({
    ad_id: z.number().check(z.int()),
    bookmarked: z.boolean(),
    collection_ids: z.array(z.number().check(z.int())),
  }),
});

export const renameCollectionEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/v1/bookmark/collections/{id}',
  access: access.signedIn({ owner: { param: 'id', resource: 'collection' } }),
  params: z.object({ id: idSchema }),
  body: z.object({ name: collectionNameSchema }),
  data: collectionSchema,
});

export const deleteCollectionEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/v1/bookmark/collections/{id}',
  access: access.signedIn({ owner: { param: 'id', resource: 'collection' } }),
  params: z.object({ id: idSchema }),
  data: z.object({ deleted: z.number().check(z.int()) }),
});

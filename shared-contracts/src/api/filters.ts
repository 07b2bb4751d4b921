import { z } from 'zod/mini';
import { keepClassicPick } from '../compat/classic-calls';
import { platformSchema } from '../platforms';
import { AD_SORTS } from './ad-vocabulary';
import { adFiltersQuerySchema, adFiltersSchema, platformParamsSchema } from './ads';
import { access } from './access';
import { defineEndpoint } from './endpoint';
import { idSchema, isoDateTimeSchema, textSchema } from './pagination';

/** Spec section 6, shown on a filter locked for the free version. */
export const FREE_FILTER_LOCKED_MESSAGE =
  'You are currently using a free version of the product, please upgrade your plan in order to access this filter.';

/** Spec section 6, shown on a filter disabled by a conflict. */
export const FILTER_CONFLICT_MESSAGE =
  'This filter is disabled because of a conflict with other selected filters.';

export const FILTER_KINDS = [
  'text',
  'multi_select',
  'single_select',
  'range',
  'date_range',
  'engagement_range',
] as const;

export const filterOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  /** Country groups: the ISO codes the option stands for. */
  values: z.optional(z.array(z.string())),
});

/** One filter as the filter bar renders it; `key` is the field of `adFiltersSchema` it sets. */
export const filterDefinitionSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(FILTER_KINDS),
  group: z.enum(['general', 'creative', 'engagement', 'landing', 'targeting', 'placement']),
  options: z.array(filterOptionSchema),
  /** For `engagement_range`: the counter it bounds. */
  engagement_key: z.nullable(z.string()),
  min: z.nullable(z.number()),
  max: z.nullable(z.number()),
  /** Locked for this user (free plan); show FREE_FILTER_LOCKED_MESSAGE. */
  locked: z.boolean(),
});
export type FilterDefinition = z.infer<typeof filterDefinitionSchema>;

export const filterSetDataSchema = z.object({
  platform: platformSchema,
  filters: z.array(filterDefinitionSchema),
  /** Pairs of filter keys that cannot be used together; show FILTER_CONFLICT_MESSAGE on the other. */
  conflicts: z.array(z.tuple([z.string(), z.string()])),
  sorts: z.array(z.object({ value: z.enum(AD_SORTS), label: z.string() })),
  messages: z.object({ locked: z.string(), conflict: z.string() }),
});
export type FilterSet = z.infer<typeof filterSetDataSchema>;

export const searchFiltersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/filters/{platform}/search',
  access: access.signedIn(),
  params: platformParamsSchema,
  data: filterSetDataSchema,
});

export const ownerFiltersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/filters/{platform}/owner',
  access: access.signedIn(),
  params: platformParamsSchema,
  data: filterSetDataSchema,
});

export const bookmarkFiltersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/filters/{platform}/bookmark',
  access: access.signedIn(),
  params: platformParamsSchema,
  data: filterSetDataSchema,
});

export const savedFilterSchema = z.object({
  id: z.number().check(z.int()),
  platform: platformSchema,
  name: z.string(),
  filters: adFiltersSchema,
  created_at: isoDateTimeSchema,
});
export type SavedFilter = z.infer<typeof savedFilterSchema>;

export const savedFiltersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/filters/{platform}/saved',
  access: access.signedIn(),
  params: platformParamsSchema,
  data: z.object({ items: z.array(savedFilterSchema) }),
});

export const saveFilterBodySchema = keepClassicPick(
  z.object({
    name: textSchema().check(
      z.trim(),
      z.minLength(1, 'Name is required'),
      z.maxLength(80, 'Name is too long'),
    ),
    filters: adFiltersQuerySchema,
  }),
);

/** The name alone: the form that names the current filters checks it before anything is sent. */
export const saveFilterNameSchema = z.pick(saveFilterBodySchema, { name: true });

export const createSavedFilterEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/filters/{platform}/saved',
  access: access.signedIn({ feature: 'saved_filters' }),
  params: platformParamsSchema,
  body: saveFilterBodySchema,
  data: savedFilterSchema,
});

export const deleteSavedFiltersEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/v1/filters/{platform}/saved',
  access: access.signedIn(),
  params: platformParamsSchema,
  data: z.object({ deleted: z.number().check(z.int()) }),
});

export const deleteSavedFilterEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/v1/filters/{platform}/saved/{id}',
  access: access.signedIn({ owner: { param: 'id', resource: 'saved_filter' } }),
  params: z.object({ platform: platformSchema, id: idSchema }),
  data: z.object({ deleted: z.number().check(z.int()) }),
});

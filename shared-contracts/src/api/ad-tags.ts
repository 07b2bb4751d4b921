import { z } from 'zod/mini';
import { AD_TAG_QUERY_FIELDS, adTagSchema } from '../search/tags';
import { MEDIA_TYPES } from './ad-vocabulary';
import { access } from './access';
import { adFiltersQuerySchema, platformIdParamsSchema, platformParamsSchema } from './ads';
import { defineEndpoint } from './endpoint';

/**
 * An ad's creative tags with their evidence (issue 39, decisions 0062 and 0067): each tag, the rule
 * that read it and the spans of the ad's own text that made it, beside those texts so a page can
 * highlight the words. Part of the paid detail, like its URL chain and engagement history.
 */
const adTagTextsSchema = z.object({
  headline: z.nullable(z.string()),
  copy: z.nullable(z.string()),
  cta: z.nullable(z.string()),
  on_image_text: z.nullable(z.string()),
  transcript: z.nullable(z.string()),
});

const labelledAdTagSchema = z.extend(adTagSchema, {
  /** The tag's name as the vocabulary shows it today (a team may rename a tag). */
  label: z.string(),
});
export type LabelledAdTag = z.infer<typeof labelledAdTagSchema>;

const adTagsDataSchema = z.object({
  ad_id: z.number().check(z.int()),
  media_type: z.enum(MEDIA_TYPES),
  texts: adTagTextsSchema,
  tags: z.array(labelledAdTagSchema),
});
export type AdTagsData = z.infer<typeof adTagsDataSchema>;

export const adTagsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/{platform}/ads/{id}/tags',
  access: access.signedIn({ paidView: true }),
  params: platformIdParamsSchema,
  data: adTagsDataSchema,
});

/** How many ads of the current search carry each tag a query can name (`hook:question`). */
const tagFacetSchema = z.object({
  family: z.enum(AD_TAG_QUERY_FIELDS),
  tag: z.string(),
  label: z.string(),
  count: z.number().check(z.int(), z.gte(0)),
});
export type TagFacet = z.infer<typeof tagFacetSchema>;

const tagFacetsDataSchema = z.object({ items: z.array(tagFacetSchema) });

/** The search's filters as sent to `adSearchEndpoint`, without paging or sort. */
export const tagFacetsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/{platform}/ads/tag-facets',
  access: access.signedIn(),
  params: platformParamsSchema,
  body: adFiltersQuerySchema,
  data: tagFacetsDataSchema,
});

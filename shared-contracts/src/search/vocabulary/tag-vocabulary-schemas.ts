import { z } from 'zod/mini';
import { AD_TAG_QUERY_FIELDS } from '../tags/ad-tag-vocabulary';

/**
 * A team's tag vocabulary (issue 39, decision 0068): each term a name the query reads
 * (`hook:<name>`), its synonyms, and the tagger's tags it gathers (whose rules feed it). The
 * version moves with every change.
 */

/** What a tag name may be: one query word, so `hook:<name>` reads back as the same term. */
export const TAG_TERM_NAME_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

export const tagTermNameSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(
      TAG_TERM_NAME_PATTERN,
      'A tag name is a lower-case letter, then letters, digits or _ (at most 40), e.g. problem_led',
    ),
  );

export const tagQueryFamilySchema = z.enum(AD_TAG_QUERY_FIELDS);

export const tagVocabularyTermSchema = z.object({
  family: tagQueryFamilySchema,
  name: z.string(),
  synonyms: z.array(z.string()),
  /** The tagger's tags this term gathers: one, or several after a merge. */
  tags: z.array(z.string()),
});
export type TagVocabularyTerm = z.infer<typeof tagVocabularyTermSchema>;

export const RETAG_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type RetagJobState = (typeof RETAG_JOB_STATES)[number];

export const retagJobSchema = z.object({
  id: z.number().check(z.int()),
  state: z.enum(RETAG_JOB_STATES),
  done: z.number().check(z.int()),
  total: z.number().check(z.int()),
  /** The team vocabulary version whose change started the job. */
  vocabulary_version: z.number().check(z.int()),
  /** Why a failed job stopped; it resumes from the last batch it committed. */
  error: z.nullable(z.string()),
});
export type RetagJob = z.infer<typeof retagJobSchema>;

export const tagVocabularySchema = z.object({
  version: z.number().check(z.int()),
  /** Only the team's owner changes the vocabulary; members read it. */
  can_edit: z.boolean(),
  terms: z.array(
    z.object({
      ...tagVocabularyTermSchema.shape,
      /** The tagger's rules that feed the term (`hook.question/opening-asks`). */
      rules: z.array(z.string()),
    }),
  ),
  /** The re-tag job of the latest change, while the team has one. */
  job: z.nullable(retagJobSchema),
});
export type TagVocabulary = z.infer<typeof tagVocabularySchema>;

/**
 * `confirm` says the caller has seen which saved filters name the tag going away and wants them
 * rewritten; without it such a change answers 409 naming them.
 */
export const renameTagBodySchema = z.object({
  family: tagQueryFamilySchema,
  name: tagTermNameSchema,
  to: tagTermNameSchema,
  confirm: z.optional(z.boolean()),
});
export type RenameTagBody = z.infer<typeof renameTagBodySchema>;

export const mergeTagsBodySchema = z.object({
  family: tagQueryFamilySchema,
  /** The term that goes away: its tags and synonyms join `into`. */
  from: tagTermNameSchema,
  into: tagTermNameSchema,
  confirm: z.optional(z.boolean()),
});
export type MergeTagsBody = z.infer<typeof mergeTagsBodySchema>;

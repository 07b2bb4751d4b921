import {
  type AdTagQueryField,
  type TagVocabulary,
  type TagVocabularyChange,
  type TagVocabularyTerm,
  keywordFormSchema,
  mergeTagTerms,
  mergeTagsEndpoint,
  renameTagEndpoint,
  renameTagTerm,
  retagJobEndpoint,
  tagVocabularyEndpoint,
} from '@adlens/shared-contracts';
import {
  type TagSynonymBody,
  type TagVocabularyAddition,
  addTagSynonym,
  addTagSynonymEndpoint,
  removeTagSynonym,
  removeTagSynonymEndpoint,
} from '@adlens/shared-contracts/features';
import type { Hono } from 'hono';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../http/app-context';
import type { ApiFailure } from '../../http/api-failure';
import { fail } from '../../http/api-failure';
import { userRoute } from '../../http/route';
import {
  orphanMessage,
  orphanedFilters,
  rewriteFilters,
  rewrittenKeywords,
} from './orphaned-filters';
import { latestRetagJob, queueRetagJob } from './retag-jobs';
import { startRetagJob } from './retag-runner';
import { rulesFeeding } from './rules-feeding';
import { type TeamOfUser, teamOfUser } from './team-of-user';
import { loadVocabulary, saveVocabularyChange } from './vocabulary-store';

async function vocabularyData(db: Queryable, team: TeamOfUser): Promise<TagVocabulary> {
  const vocabulary = await loadVocabulary(db, team.ownerId);
  return {
    version: vocabulary.version,
    can_edit: team.isOwner,
    terms: vocabulary.terms.map((term) => ({
      ...term,
      rules: rulesFeeding(term.family, term.tags),
    })),
    job: await latestRetagJob(db, team.ownerId),
  };
}

function refusedForMembers(): ApiFailure {
  return fail.snackbar(403, "Only your team's owner can change the tag vocabulary");
}

interface VocabularyChangeRequest {
  family: AdTagQueryField;
  confirm?: boolean | undefined;
  /** The body field blamed when a rewritten saved query would be too long. */
  nameField: 'to' | 'into' | 'synonym';
  /** The change as it is logged. */
  logged: object;
  /** The change applied to the current terms; an addition takes no word away. */
  apply: (terms: readonly TagVocabularyTerm[]) => TagVocabularyChange | TagVocabularyAddition;
  /**
   * Whether the change asks for a re-tag job: a synonym moves no tag and no rule, so re-reading
   * every ad would write back the same rows.
   */
  retag: boolean;
}

/** Saved filters the change would leave without their tag, each with its query rewritten. */
async function filtersToRewrite(
  tx: Queryable,
  ownerId: number,
  request: VocabularyChangeRequest,
  change: Extract<TagVocabularyChange, { ok: true }>,
) {
  const renaming = {
    family: request.family,
    name: change.removedName,
    replacement: change.replacement,
  };
  const orphans = await orphanedFilters(tx, ownerId, request.family, change.removedName);
  if (orphans.length > 0 && request.confirm !== true)
    throw fail.snackbar(409, orphanMessage(orphans, renaming));
  const rewritten = rewrittenKeywords(orphans, renaming);
  // A longer word can push a saved query past the keyword's length limit: refuse rather than store it.
  const unreadable = rewritten.find(
    ({ keyword }) => !keywordFormSchema.safeParse({ keyword }).success,
  );
  if (unreadable)
    throw fail.inline(
      request.nameField,
      `The saved filter "${unreadable.filter.name}" would be longer than a search allows with ${change.replacement} in it: choose a shorter name`,
    );
  return rewritten;
}

/**
 * One change, under the owner's row lock: refused with the field at fault, or with 409 when saved
 * filters of the team name the word going away and the caller has not confirmed; otherwise stored
 * as the next version with those filters rewritten, and (for a rename or merge) a re-tag job queued.
 */
async function changeVocabulary(
  app: AppContext,
  userId: number,
  request: VocabularyChangeRequest,
): Promise<TagVocabulary> {
  const team = await teamOfUser(app.db, userId);
  if (!team.isOwner) throw refusedForMembers();
  const jobId = await app.db.transaction(async (tx) => {
    const current = await loadVocabulary(tx, team.ownerId, { forUpdate: true });
    const change = request.apply(current.terms);
    if (!change.ok) throw fail.inline(change.field, change.message);
    const rewritten =
      'removedName' in change ? await filtersToRewrite(tx, team.ownerId, request, change) : [];
    await rewriteFilters(tx, rewritten);
    const at = app.now();
    const version = await saveVocabularyChange(tx, team.ownerId, {
      terms: change.terms,
      change: request.logged,
      rewrittenFilters: rewritten.map(({ filter }) => filter.id),
      at,
    });
    return request.retag ? queueRetagJob(tx, team.ownerId, version, at) : null;
  });
  if (jobId !== null) startRetagJob(app, jobId);
  return vocabularyData(app.db, team);
}

/** Adding and removing a synonym differ only in what they apply: neither asks for a re-tag. */
function synonymChange(
  kind: 'add_synonym' | 'remove_synonym',
  body: TagSynonymBody,
  apply: typeof addTagSynonym | typeof removeTagSynonym,
): VocabularyChangeRequest {
  return {
    family: body.family,
    confirm: body.confirm,
    nameField: 'synonym',
    logged: { kind, family: body.family, name: body.name, synonym: body.synonym },
    apply: (terms) => apply(terms, body),
    retag: false,
  };
}

export function registerVocabularyRoutes(router: Hono, app: AppContext): void {
  userRoute(router, app, tagVocabularyEndpoint, async ({ session }) =>
    vocabularyData(app.db, await teamOfUser(app.db, session.user.id)),
  );

  userRoute(router, app, renameTagEndpoint, ({ body, session }) =>
    changeVocabulary(app, session.user.id, {
      family: body.family,
      confirm: body.confirm,
      nameField: 'to',
      logged: { kind: 'rename', family: body.family, name: body.name, to: body.to },
      apply: (terms) => renameTagTerm(terms, body),
      retag: true,
    }),
  );

  userRoute(router, app, mergeTagsEndpoint, ({ body, session }) =>
    changeVocabulary(app, session.user.id, {
      family: body.family,
      confirm: body.confirm,
      nameField: 'into',
      logged: { kind: 'merge', family: body.family, from: body.from, into: body.into },
      apply: (terms) => mergeTagTerms(terms, body),
      retag: true,
    }),
  );

  userRoute(router, app, addTagSynonymEndpoint, ({ body, session }) =>
    changeVocabulary(app, session.user.id, synonymChange('add_synonym', body, addTagSynonym)),
  );

  userRoute(router, app, removeTagSynonymEndpoint, ({ body, session }) =>
    changeVocabulary(app, session.user.id, synonymChange('remove_synonym', body, removeTagSynonym)),
  );

  userRoute(router, app, retagJobEndpoint, async ({ session }) => {
    const team = await teamOfUser(app.db, session.user.id);
    return { job: await latestRetagJob(app.db, team.ownerId) };
  });
}

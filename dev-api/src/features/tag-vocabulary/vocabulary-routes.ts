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
  /** The body field a name that is too long is blamed on. */
  nameField: 'to' | 'into';
  /** The change as it is logged. */
  logged: object;
  /** The change applied to the current terms. */
  apply: (terms: readonly TagVocabularyTerm[]) => TagVocabularyChange;
}

/**
 * One change, under the owner's row lock: refused with the field at fault, or with 409 when saved
 * filters of the team name the tag going away and the caller has not confirmed; otherwise stored
 * as the next version with those filters rewritten, and a re-tag job queued.
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
    const renaming = {
      family: request.family,
      name: change.removedName,
      replacement: change.replacement,
    };
    const orphans = await orphanedFilters(tx, team.ownerId, request.family, change.removedName);
    if (orphans.length > 0 && request.confirm !== true)
      throw fail.snackbar(409, orphanMessage(orphans, renaming));
    const rewritten = rewrittenKeywords(orphans, renaming);
    // A longer name can push a saved query past the keyword's length limit: refuse rather than store it.
    const unreadable = rewritten.find(
      ({ keyword }) => !keywordFormSchema.safeParse({ keyword }).success,
    );
    if (unreadable)
      throw fail.inline(
        request.nameField,
        `The saved filter "${unreadable.filter.name}" would be longer than a search allows with this name: choose a shorter one`,
      );
    await rewriteFilters(tx, rewritten);
    const at = app.now();
    const version = await saveVocabularyChange(tx, team.ownerId, {
      terms: change.terms,
      change: request.logged,
      rewrittenFilters: orphans.map((filter) => filter.id),
      at,
    });
    return queueRetagJob(tx, team.ownerId, version, at);
  });
  startRetagJob(app, jobId);
  return vocabularyData(app.db, team);
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
    }),
  );

  userRoute(router, app, mergeTagsEndpoint, ({ body, session }) =>
    changeVocabulary(app, session.user.id, {
      family: body.family,
      confirm: body.confirm,
      nameField: 'into',
      logged: { kind: 'merge', family: body.family, from: body.from, into: body.into },
      apply: (terms) => mergeTagTerms(terms, body),
    }),
  );

  userRoute(router, app, retagJobEndpoint, async ({ session }) => {
    const team = await teamOfUser(app.db, session.user.id);
    return { job: await latestRetagJob(app.db, team.ownerId) };
  });
}

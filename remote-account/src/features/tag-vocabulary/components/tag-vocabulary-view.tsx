import type { TagVocabulary } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { AsyncContent, Section, SkeletonBlock, SkeletonText } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { tagVocabularyQuery } from '../api/tag-vocabulary-queries';
import { RetagProgress } from './retag-progress';
import { VocabularyTermsTable } from './vocabulary-terms-table';
import './tag-vocabulary.css';

// The owner's forms read the contract's features entry (decision 0074), which brings its own copy
// of zod: fetched only for the owner, after the names are on screen. Members never load it.
const VocabularyEditing = lazy(() =>
  import('./vocabulary-editing').then((module) => ({ default: module.VocabularyEditing })),
);

function VocabularySkeleton() {
  return (
    <div className="tag-vocabulary">
      <SkeletonText lines={1} lastLineWidth="40%" />
      <SkeletonBlock height={200} />
    </div>
  );
}

function Vocabulary({ vocabulary }: { vocabulary: TagVocabulary }) {
  return (
    <div className="tag-vocabulary">
      <p className="tag-vocabulary__version">Version {vocabulary.version}</p>
      <RetagProgress />
      {vocabulary.can_edit ? (
        <Suspense
          fallback={
            <div role="status" aria-label="Loading the forms to change tags" aria-busy="true">
              <SkeletonBlock height={240} />
            </div>
          }
        >
          <VocabularyEditing terms={vocabulary.terms} />
        </Suspense>
      ) : (
        <p>
          Only your team&apos;s owner can rename, merge or add synonyms to tags. You search with
          these names.
        </p>
      )}
      <VocabularyTermsTable terms={vocabulary.terms} />
    </div>
  );
}

/** The team's tag vocabulary: its names, the owner's rename, merge and synonyms, the re-tag job. */
export function TagVocabularyView() {
  const query = useQuery(tagVocabularyQuery(useApi()));
  return (
    <Section
      title="Tag vocabulary"
      description="The names your team searches creative tags by, as in hook:question. Saved filters that name a word you rename, merge or remove are rewritten once you confirm."
    >
      <AsyncContent
        query={query}
        loadingLabel="Loading your tag vocabulary"
        skeleton={<VocabularySkeleton />}
        errorTitle="Your tag vocabulary could not be loaded"
      >
        {(vocabulary) => <Vocabulary vocabulary={vocabulary} />}
      </AsyncContent>
    </Section>
  );
}

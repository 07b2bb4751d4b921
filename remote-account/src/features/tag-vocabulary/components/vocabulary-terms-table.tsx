import type { TagVocabulary } from '@adlens/shared-contracts';
import { EmptyState } from '@adlens/shared-ui';

/** Each term: the name a query types, its synonyms, and the tagger's rules that feed it. */
export function VocabularyTermsTable({ terms }: { terms: TagVocabulary['terms'] }) {
  if (terms.length === 0) {
    return (
      <EmptyState
        title="No tags in this vocabulary"
        description="Tags appear here once the tagger has rules for them."
      />
    );
  }
  return (
    <div className="tag-vocabulary__table-wrap">
      <table className="tag-vocabulary__table">
        <caption>Tag names your team searches by</caption>
        <thead>
          <tr>
            <th scope="col">Search with</th>
            <th scope="col">Synonyms</th>
            <th scope="col">Fed by rules</th>
          </tr>
        </thead>
        <tbody>
          {terms.map((term) => (
            <tr key={`${term.family}:${term.name}`}>
              <th scope="row">
                <code>
                  {term.family}:{term.name}
                </code>
              </th>
              <td>{term.synonyms.length > 0 ? term.synonyms.join(', ') : 'None'}</td>
              <td>
                <ul className="tag-vocabulary__rules">
                  {term.rules.map((rule) => (
                    <li key={rule}>
                      <code>{rule}</code>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { Button, EmptyState } from '@adlens/shared-ui';
import type { UnreadParam } from '../state/filter-url';

interface LinkNeedsFixingProps {
  unread: readonly UnreadParam[];
  /** Searches without the values that could not be read. */
  onDrop: () => void;
}

/**
 * What the results area says while the URL holds filter values the page cannot read: which, and
 * why. No results are asked for, so none pretend to answer a search the link did not mean.
 */
export function LinkNeedsFixing({ unread, onDrop }: LinkNeedsFixingProps) {
  const keywordOnly = unread.every(({ field }) => field === 'keyword');
  return (
    <div className="ad-results__empty" role="alert">
      <EmptyState
        title="This search needs fixing before it can run"
        description={
          keywordOnly
            ? 'Fix the keyword above and search again.'
            : 'These values of the link could not be read:'
        }
        action={
          <>
            <ul className="link-needs-fixing">
              {unread.map(({ name, value, message }) => (
                <li key={`${name}=${value}`}>
                  <code>
                    {name}={value}
                  </code>
                  : {message}
                </li>
              ))}
            </ul>
            {keywordOnly ? null : (
              <Button variant="secondary" onClick={onDrop}>
                Search without these values
              </Button>
            )}
          </>
        }
      />
    </div>
  );
}

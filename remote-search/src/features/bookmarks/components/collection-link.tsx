import { VisuallyHidden } from '@adlens/shared-ui';
import { Link } from 'react-router-dom';

interface CollectionLinkProps {
  name: string;
  /** Ads in the collection; unset for "All bookmarks", whose total the list does not know. */
  count?: number;
  search: string;
  selected: boolean;
}

/**
 * A collection in the side list; the shown one is the current page of the list. The count reads
 * "7 ads" ("Summer ideas 7 ads"), and the name keeps the visible text (WCAG 2.5.3).
 */
export function CollectionLink({ name, count, search, selected }: CollectionLinkProps) {
  return (
    <Link to={{ search }} className="collection-link" aria-current={selected ? 'page' : undefined}>
      <span className="collection-link__name">{name}</span>{' '}
      {count === undefined ? null : (
        <span className="collection-link__count">
          {count}
          <VisuallyHidden> {count === 1 ? 'ad' : 'ads'}</VisuallyHidden>
        </span>
      )}
    </Link>
  );
}

import { Link } from 'react-router-dom';

interface CollectionLinkProps {
  name: string;
  /** Ads in the collection; unset for "All bookmarks", whose total the list does not know. */
  count?: number;
  search: string;
  selected: boolean;
}

const adCount = (count: number) => `${count} ${count === 1 ? 'ad' : 'ads'}`;

/** A collection in the side list; the shown one is the current page of the list. */
export function CollectionLink({ name, count, search, selected }: CollectionLinkProps) {
  return (
    <Link
      to={{ search }}
      className="collection-link"
      aria-current={selected ? 'page' : undefined}
      // The count reads as "3 ads" rather than a bare number.
      aria-label={count === undefined ? undefined : `${name} (${adCount(count)})`}
    >
      <span className="collection-link__name">{name}</span>
      {count === undefined ? null : <span className="collection-link__count">{count}</span>}
    </Link>
  );
}

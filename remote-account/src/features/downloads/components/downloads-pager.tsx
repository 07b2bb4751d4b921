import { Link } from 'react-router-dom';
import { type DownloadsView, searchFromView } from '../state/downloads-url';

// TODO(design): shared-ui's Pagination once it lands.
/** Previous and next page as links, so that every page has its own URL. */
export function DownloadsPager({ view, totalPages }: { view: DownloadsView; totalPages: number }) {
  if (totalPages <= 1) return null;
  const to = (page: number) => `?${searchFromView({ ...view, page }).toString()}`;
  return (
    <nav aria-label="Pages" className="downloads-pager">
      {view.page > 1 ? <Link to={to(view.page - 1)}>Previous page</Link> : null}
      <span aria-current="page">
        Page {view.page} of {totalPages}
      </span>
      {view.page < totalPages ? <Link to={to(view.page + 1)}>Next page</Link> : null}
    </nav>
  );
}

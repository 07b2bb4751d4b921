import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { pageWindow } from './page-window';
import './pagination.css';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark; defaults to "Pagination". */
  label?: string;
}

/** Previous, numbered pages with gaps, next; the current page is marked with aria-current. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="adl-pagination">
      <ul>
        <li>
          <button
            type="button"
            className="adl-pagination__step adl-focusable"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            {/* The button shows one word; screen readers hear "Previous page" / "Next page". */}
            <span aria-hidden="true">‹ </span>Previous
            <VisuallyHidden> page</VisuallyHidden>
          </button>
        </li>
        {pageWindow(page, pageCount).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className="adl-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <button
                type="button"
                className="adl-pagination__page adl-focusable"
                aria-label={`Page ${slot}`}
                aria-current={slot === page ? 'page' : undefined}
                onClick={() => {
                  if (slot !== page) onPageChange(slot);
                }}
              >
                {slot}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="adl-pagination__step adl-focusable"
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            Next<VisuallyHidden> page</VisuallyHidden>
            <span aria-hidden="true"> ›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

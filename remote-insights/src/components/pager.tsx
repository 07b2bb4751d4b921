import { Button } from '@adlens/shared-ui';

export interface PagerProps {
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

// DESIGN: swap for shared-ui's Pagination once it lands on main.
export function Pager({ label, page, totalPages, onPage }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="insights-pager" aria-label={label}>
      <Button
        variant="secondary"
        size="small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous page
      </Button>
      <span aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <Button
        variant="secondary"
        size="small"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </Button>
    </nav>
  );
}

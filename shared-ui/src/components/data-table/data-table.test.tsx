import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './data-table';
import type { DataColumn } from './data-table-types';

interface Advertiser {
  id: string;
  name: string;
  ads: number;
}

const COLUMNS: DataColumn<Advertiser>[] = [
  { id: 'name', header: 'Advertiser', cell: (row) => row.name, sortable: true, rowHeader: true },
  {
    id: 'ads',
    header: 'Ads',
    cell: (row) => row.ads,
    sortable: true,
    align: 'end',
    firstSortDirection: 'desc',
  },
  { id: 'note', header: 'Note', cell: () => '-' },
];
const ROWS: Advertiser[] = [
  { id: 'a', name: 'Nike', ads: 120 },
  { id: 'b', name: 'Adidas', ads: 80 },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Advertiser>>[0]> = {}) {
  return render(
    <DataTable<Advertiser>
      caption="Top advertisers"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(row) => row.id}
      {...props}
    />,
  );
}

describe('DataTable', () => {
  it('renders a captioned table with a row per item and row headers', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Top advertisers' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Nike' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Top advertisers' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('marks the sorted column with aria-sort and flips the direction on click', async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    renderTable({ sort: { column: 'name', direction: 'asc' }, onSortChange });
    expect(screen.getByRole('columnheader', { name: /Advertiser/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: /Ads/ })).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('columnheader', { name: 'Note' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Note' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Advertiser/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'desc' });
    screen.getByRole('button', { name: /Ads/ }).focus();
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'ads', direction: 'desc' });
  });

  it('shows skeleton rows and aria-busy while loading', () => {
    renderTable({ loading: true, loadingRows: 3 });
    const table = screen.getByRole('table', { name: 'Top advertisers' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Nike')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton')).toHaveLength(9);
  });

  it('shows the empty message in one full-width row', () => {
    renderTable({ rows: [], empty: 'No advertisers in this period' });
    const cell = screen.getByRole('cell', { name: 'No advertisers in this period' });
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('pages through the pagination below the table', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    renderTable({ pagination: { page: 1, pageCount: 4, onPageChange } });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});

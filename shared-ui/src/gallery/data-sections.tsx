import { useState } from 'react';
import { Button } from '../components/button/button';
import { DataTable } from '../components/data-table/data-table';
import type { DataColumn, DataSort } from '../components/data-table/data-table-types';
import { Pagination } from '../components/pagination/pagination';
import {
  SkeletonBlock,
  SkeletonCircle,
  SkeletonText,
} from '../components/skeleton/skeleton-shapes';
import { formatCompactNumber } from '../formatters/compact-number';
import { GallerySection } from './gallery-section';

interface Advertiser {
  id: string;
  name: string;
  ads: number;
  likes: number;
}

const ADVERTISERS: Advertiser[] = Array.from({ length: 45 }, (_, index) => ({
  id: String(index),
  name: ['Nike', 'Adidas', 'Notion', 'Netflix', 'Nivea'][index % 5] + ` ${index + 1}`,
  ads: (index * 37) % 400,
  likes: (index * 7919) % 1_000_000,
}));
const PAGE_SIZE = 10;

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
  {
    id: 'likes',
    header: 'Likes',
    cell: (row) => formatCompactNumber(row.likes),
    sortable: true,
    align: 'end',
    firstSortDirection: 'desc',
  },
];

function sorted(rows: Advertiser[], sort: DataSort) {
  const key = sort.column as keyof Advertiser;
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => (a[key] > b[key] ? factor : a[key] < b[key] ? -factor : 0));
}

export function DataSections() {
  const [sort, setSort] = useState<DataSort>({ column: 'ads', direction: 'desc' });
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [empty, setEmpty] = useState(false);
  const [plainPage, setPlainPage] = useState(7);
  const rows = empty
    ? []
    : sorted(ADVERTISERS, sort).slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <>
      <GallerySection title="Data table (sort, paging, sticky header, loading, empty)">
        <Button variant="secondary" onClick={() => setLoading((value) => !value)}>
          {loading ? 'Show rows' : 'Show loading'}
        </Button>
        <Button variant="secondary" onClick={() => setEmpty((value) => !value)}>
          {empty ? 'Show rows' : 'Show empty'}
        </Button>
        <div style={{ width: '100%' }}>
          <DataTable<Advertiser>
            caption="Top advertisers"
            columns={COLUMNS}
            rows={rows}
            rowKey={(row) => row.id}
            sort={sort}
            onSortChange={(next) => {
              setSort(next);
              setPage(1);
            }}
            pagination={{
              page,
              pageCount: empty ? 0 : Math.ceil(ADVERTISERS.length / PAGE_SIZE),
              onPageChange: setPage,
            }}
            loading={loading}
            empty="No advertisers in this period"
            stickyHeader
          />
        </div>
      </GallerySection>
      <GallerySection title="Pagination alone">
        <Pagination page={plainPage} pageCount={20} onPageChange={setPlainPage} label="Results" />
      </GallerySection>
      <GallerySection title="Skeleton shapes">
        <div style={{ width: 260, display: 'grid', gap: 12 }}>
          <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <SkeletonCircle size={48} />
            <SkeletonText lines={2} />
          </div>
          <SkeletonBlock height={120} />
          <SkeletonText lines={4} lastLineWidth="40%" />
        </div>
      </GallerySection>
    </>
  );
}

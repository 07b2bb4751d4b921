import { useState } from 'react';
import { Button } from '../components/button/button';
import { Dropdown } from '../components/dropdown/dropdown';
import { SearchBox } from '../components/search-box/search-box';
import type { SearchItem } from '../components/search-box/search-result-list';
import { Tabs } from '../components/tabs/tabs';
import { Tooltip } from '../components/tooltip/tooltip';
import { formatCompactNumber } from '../formatters/compact-number';
import { formatCurrency } from '../formatters/currency';
import { formatDate } from '../formatters/date';
import { GallerySection } from './gallery-section';

const BRANDS: SearchItem[] = ['Nike', 'Adidas', 'Notion', 'Netflix', 'Nivea'].map((label) => ({
  id: label.toLowerCase(),
  label,
  description: `${label.toLowerCase()}.com`,
}));

export function NavigationSections() {
  const [results, setResults] = useState<SearchItem[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [picked, setPicked] = useState('nothing yet');
  const [tab, setTab] = useState('subscription');

  function search(query: string) {
    setLoading(true);
    setTimeout(() => {
      setResults(BRANDS.filter((brand) => brand.label.toLowerCase().includes(query.toLowerCase())));
      setLoading(false);
    }, 400);
  }

  return (
    <>
      <GallerySection title="Search box (type 'n'; 'zz' shows Result Not Found)">
        <div style={{ width: 420 }}>
          <SearchBox
            label="Search advertisers"
            placeholder="Search advertisers"
            results={results}
            loading={loading}
            onSearch={search}
            onSelect={(item) => setPicked(item.label)}
            onSubmit={(query) => setPicked(`submitted "${query}"`)}
          />
        </div>
        <p>Picked: {picked}</p>
      </GallerySection>
      <GallerySection title="Buttons, tooltip, dropdown">
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button loading>Saving</Button>
        <Button disabled>Disabled</Button>
        <Tooltip content="Copies a public link to this ad">
          <Button variant="secondary">Share (hover me)</Button>
        </Tooltip>
        <Dropdown id="gallery-sort" toggle="Sort by">
          <p style={{ margin: 0 }}>Stays open on clicks inside.</p>
        </Dropdown>
        <Dropdown id="gallery-menu" toggle="Auto close" autoClose>
          <Button variant="ghost">Newest</Button>
          <Button variant="ghost">Most liked</Button>
        </Dropdown>
        <Dropdown id="gallery-focus" toggle="Opens on focus" openOnFocus>
          <p style={{ margin: 0 }}>Opened by focus.</p>
        </Dropdown>
        <Dropdown id="gallery-disabled" toggle="Disabled" disabled>
          <p>Never shown.</p>
        </Dropdown>
      </GallerySection>
      <GallerySection title="Tabs and formatters">
        <Tabs
          label="Dashboard"
          selectedId={tab}
          onSelect={setTab}
          tabs={[
            {
              id: 'subscription',
              label: 'Subscription',
              content: `Price ${formatCurrency(49)} / ${formatCurrency(12.5)}`,
            },
            {
              id: 'profile',
              label: 'Profile',
              content: `Joined ${formatDate(new Date(), { today: true })}, ${formatDate(new Date(2025, 0, 5))}`,
            },
            {
              id: 'team',
              label: 'Manage Team',
              content: `Likes ${formatCompactNumber(1234)} and ${formatCompactNumber(3_400_000)}`,
            },
          ]}
        />
      </GallerySection>
    </>
  );
}

import { useState } from 'react';
import { Avatar } from '../components/avatar/avatar';
import { Button } from '../components/button/button';
import { Chip } from '../components/chip/chip';
import { ChipList } from '../components/chip/chip-list';
import { InlineFormRow } from '../components/inline-form-row/inline-form-row';
import { TextInput } from '../components/inputs/text-input';
import { Meter } from '../components/meter/meter';
import { PageHeader } from '../components/page-header/page-header';
import { Section } from '../components/section/section';
import { SegmentedControl } from '../components/segmented-control/segmented-control';
import { StatGrid } from '../components/stat-tile/stat-grid';
import { StatTile } from '../components/stat-tile/stat-tile';
import { GallerySection } from './gallery-section';

const COUNTRIES = ['US', 'DE', 'FR', 'GB', 'PL', 'IT', 'ES', 'NL', 'SE', 'BR', 'MX', 'JP'];
const PLATFORMS = ['Facebook', 'Instagram', 'TikTok', 'YouTube', 'Pinterest'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));
const PERIODS = [7, 30, 90].map((days) => ({ value: String(days), label: `${days} days` }));

export function LayoutSections() {
  const [platform, setPlatform] = useState('facebook');
  const [period, setPeriod] = useState('30');
  const [collections, setCollections] = useState<string[]>([]);
  const [name, setName] = useState('');

  return (
    <>
      <GallerySection title="Page header">
        <div style={{ width: '100%' }}>
          <PageHeader
            title="nike.com"
            subtitle="Domain analytics · last 30 days"
            breadcrumbs={[{ label: 'Insights', href: '#insights' }, { label: 'nike.com' }]}
            actions={
              <>
                <Button variant="secondary">Export</Button>
                <Button>Bookmark</Button>
              </>
            }
          />
        </div>
      </GallerySection>
      <GallerySection title="Section, stat tiles, stat grid">
        <div style={{ width: '100%' }}>
          <Section
            title="Overview"
            description="Figures for the chosen period"
            actions={
              <SegmentedControl
                label="Period"
                options={PERIODS}
                value={period}
                onChange={setPeriod}
              />
            }
          >
            <StatGrid>
              <StatTile label="Ads" value="1,284" change={{ value: 12.5, label: 'vs previous' }} />
              <StatTile label="Advertisers" value="312" change={{ value: -4 }} />
              <StatTile
                label="Cost per click"
                value="$0.42"
                change={{ value: -8, higherIsBetter: false }}
                hint="Lower is better"
              />
              <StatTile label="Countries" value="58" change={{ value: 0 }} />
            </StatGrid>
          </Section>
        </div>
      </GallerySection>
      <GallerySection title="Chips and chip list">
        <Chip>Neutral</Chip>
        <Chip tone="accent">Accent</Chip>
        <Chip tone="success">Active</Chip>
        <Chip tone="warning">Ending soon</Chip>
        <Chip tone="danger">Blocked</Chip>
        <Chip tone="info">New</Chip>
        <Chip href="#domain">nike.com (link)</Chip>
        <div style={{ width: '100%' }}>
          <ChipList label="Countries" max={6}>
            {COUNTRIES.map((code) => (
              <Chip key={code}>{code}</Chip>
            ))}
          </ChipList>
        </div>
      </GallerySection>
      <GallerySection title="Avatars (image, initials, failed image)">
        <Avatar name="Ada Lovelace" size="sm" />
        <Avatar name="Ada Lovelace" />
        <Avatar name="Nike" size="lg" />
        <Avatar name="Broken Image" size="xl" src="/missing.png" />
      </GallerySection>
      <GallerySection title="Segmented control (platform switch)">
        <SegmentedControl
          label="Platform"
          showLabel
          options={PLATFORMS}
          value={platform}
          onChange={setPlatform}
        />
      </GallerySection>
      <GallerySection title="Inline form row">
        <form
          style={{ width: '100%', maxWidth: 520 }}
          onSubmit={(event) => {
            event.preventDefault();
            if (name) setCollections((list) => [...list, name]);
            setName('');
          }}
        >
          <InlineFormRow>
            <TextInput
              label="New collection name"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <Button type="submit">Create</Button>
          </InlineFormRow>
          <p>Created: {collections.join(', ') || 'none'}</p>
        </form>
      </GallerySection>
      <GallerySection title="Meter (credits)">
        <div style={{ width: 320, display: 'grid', gap: 16 }}>
          <Meter label="Credits used" value={120} max={500} valueText="120 of 500 credits" />
          <Meter label="Downloads" value={9} max={10} tone="warning" />
          <Meter label="Team seats" value={5} max={5} tone="danger" />
        </div>
      </GallerySection>
    </>
  );
}

import { useState } from 'react';
import '../theme/theme.css';
import { SegmentedControl } from '../components/segmented-control/segmented-control';
import { ChartSections } from './chart-sections';
import { DataSections } from './data-sections';
import { FeedbackSections } from './feedback-sections';
import { InputSections } from './input-sections';
import { KitSections } from './kit-sections';
import { LayoutSections } from './layout-sections';
import { NavigationSections } from './navigation-sections';
import { TokenSections } from './token-sections';

const THEMES = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** Every shared-ui component in each of its states, for development and review. */
export function GalleryApp() {
  const [theme, setTheme] = useState('light');
  return (
    <div
      data-theme={theme}
      style={{
        background: 'var(--adl-color-bg)',
        color: 'var(--adl-color-text)',
        minHeight: '100vh',
      }}
    >
      <main
        style={{ maxWidth: 1100, margin: '0 auto', padding: 24, fontFamily: 'var(--adl-font)' }}
      >
        <h1
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 16,
            alignItems: 'center',
            justifyContent: 'space-between',
            margin: '0 0 16px',
            color: 'var(--adl-color-on-accent)',
            background: 'var(--adl-color-accent)',
            padding: 12,
            borderRadius: 8,
          }}
        >
          Adlens shared-ui gallery
        </h1>
        <div style={{ marginBottom: 16 }}>
          <SegmentedControl
            label="Theme"
            showLabel
            options={THEMES}
            value={theme}
            onChange={setTheme}
          />
        </div>
        <TokenSections />
        <LayoutSections />
        <DataSections />
        <NavigationSections />
        <InputSections />
        <FeedbackSections />
        <KitSections />
        <ChartSections />
      </main>
    </div>
  );
}

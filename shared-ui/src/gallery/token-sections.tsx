import { CONTRAST_PAIRS } from '../theme/contrast-pairs';
import { GallerySection } from './gallery-section';

const ROLES = [
  'bg',
  'surface',
  'surface-sunken',
  'text',
  'text-muted',
  'border',
  'border-strong',
  'accent',
  'accent-subtle',
  'accent-strong',
  'link',
  'focus',
  'success',
  'success-surface',
  'warning',
  'warning-surface',
  'danger',
  'danger-surface',
  'info',
  'info-surface',
];
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'];
const SPACES = [1, 2, 3, 4, 5, 6, 7, 8];

/** The token set: colour roles, text pairs, type scale, spacing, radii, elevation, focus ring. */
export function TokenSections() {
  const pairs = CONTRAST_PAIRS.filter((pair) => pair.background !== '--adl-color-surface-raised');
  return (
    <>
      <GallerySection title="Colour roles">
        {ROLES.map((role) => (
          <div key={role} style={{ width: 120, fontSize: 12 }}>
            <div
              style={{
                height: 48,
                background: `var(--adl-color-${role})`,
                border: '1px solid var(--adl-color-border-subtle)',
                borderRadius: 'var(--adl-radius-md)',
              }}
            />
            <code>{role}</code>
          </div>
        ))}
      </GallerySection>
      <GallerySection title="Text pairs checked for contrast (AA)">
        {pairs.map((pair) => (
          <span
            key={`${pair.foreground}-${pair.background}`}
            style={{
              padding: '4px 8px',
              fontSize: 12,
              color: `var(${pair.foreground})`,
              background: `var(${pair.background})`,
              border: '1px solid var(--adl-color-border-subtle)',
              borderRadius: 'var(--adl-radius-sm)',
            }}
          >
            {pair.foreground.replace('--adl-color-', '')} on{' '}
            {pair.background.replace('--adl-color-', '')} ({pair.minimum}:1)
          </span>
        ))}
      </GallerySection>
      <GallerySection title="Type scale">
        <div style={{ display: 'grid', gap: 4 }}>
          {SIZES.map((size) => (
            <span key={size} style={{ fontSize: `var(--adl-font-size-${size})` }}>
              {size}: Ads that convert
            </span>
          ))}
        </div>
      </GallerySection>
      <GallerySection title="Spacing, radii, elevation, focus ring">
        <div style={{ display: 'grid', gap: 4 }}>
          {SPACES.map((space) => (
            <span key={space} style={{ display: 'flex', gap: 8, fontSize: 12 }}>
              <code>space-{space}</code>
              <span
                style={{
                  width: `var(--adl-space-${space})`,
                  background: 'var(--adl-color-accent)',
                }}
              />
            </span>
          ))}
        </div>
        {['sm', 'md', 'lg', 'pill'].map((radius) => (
          <div
            key={radius}
            style={{
              padding: 16,
              background: 'var(--adl-color-surface-sunken)',
              borderRadius: `var(--adl-radius-${radius})`,
            }}
          >
            radius-{radius}
          </div>
        ))}
        {[1, 2, 3].map((level) => (
          <div
            key={level}
            style={{
              padding: 16,
              background: 'var(--adl-color-surface)',
              borderRadius: 'var(--adl-radius-md)',
              boxShadow: `var(--adl-elevation-${level})`,
            }}
          >
            elevation-{level}
          </div>
        ))}
        <div
          style={{
            padding: 16,
            borderRadius: 'var(--adl-radius-md)',
            boxShadow: 'var(--adl-focus-ring)',
          }}
        >
          focus ring
        </div>
        <a className="adl-link" href="#tokens">
          A link (adl-link)
        </a>
      </GallerySection>
    </>
  );
}

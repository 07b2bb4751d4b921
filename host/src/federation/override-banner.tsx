import { Button } from '@adlens/shared-ui';
import type { RemoteRegistry } from './remote-registry';

interface OverrideBannerProps {
  registry: RemoteRegistry;
  onClear: () => void;
}

/** Says, on every page, which remotes run a candidate release instead of their pin. */
export function OverrideBanner({ registry, onClear }: OverrideBannerProps) {
  const overrides = [...registry.overridden].flatMap(([name, pinned]) => {
    const candidate = registry.pins.get(name);
    return candidate ? [{ name, pinned: pinned.version, candidate: candidate.version }] : [];
  });
  if (overrides.length === 0) return null;
  return (
    <aside className="override-banner" aria-label="Candidate releases">
      <p>
        Candidate release in use:{' '}
        {overrides.map(({ name, pinned, candidate }, index) => (
          <span key={name}>
            {index > 0 ? ', ' : ''}
            <strong>
              {name}@{candidate}
            </strong>{' '}
            (pinned {pinned})
          </span>
        ))}
      </p>
      <Button variant="secondary" size="small" onClick={onClear}>
        Use pinned releases
      </Button>
    </aside>
  );
}

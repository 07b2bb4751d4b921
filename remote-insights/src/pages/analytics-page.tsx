import { PLATFORM_LABELS, isPlatform } from '@adlens/shared-contracts';
import { useParams } from 'react-router-dom';

export function Component() {
  const { platform } = useParams();
  if (!isPlatform(platform)) {
    return (
      <main>
        <h1>Unknown platform</h1>
      </main>
    );
  }
  return (
    <main aria-labelledby="analytics-title">
      <h1 id="analytics-title">{PLATFORM_LABELS[platform]} analytics</h1>
      <section aria-label="Top advertisers">
        <h2>Top advertisers</h2>
      </section>
    </main>
  );
}

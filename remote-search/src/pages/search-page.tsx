import { PLATFORM_LABELS, isPlatform } from '@adlens/shared-contracts';
import { useParams } from 'react-router-dom';
import { KeywordForm } from '../features/search/keyword-form';

export function Component() {
  const { platform } = useParams();
  if (!isPlatform(platform)) {
    return (
      <main>
        <h1>Unknown platform</h1>
        <p>“{platform}” is not a platform Adlens covers.</p>
      </main>
    );
  }
  return (
    <main aria-labelledby="search-title">
      <h1 id="search-title">{PLATFORM_LABELS[platform]} ad search</h1>
      <KeywordForm />
      <section aria-label="Search results">
        <p>Search {PLATFORM_LABELS[platform]} ads by keyword, advertiser or domain.</p>
      </section>
    </main>
  );
}

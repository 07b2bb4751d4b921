import '../theme/theme.css';
import { FeedbackSections } from './feedback-sections';
import { InputSections } from './input-sections';
import { KitSections } from './kit-sections';
import { NavigationSections } from './navigation-sections';

/** Every shared-ui component in each of its states, for development and review. */
export function GalleryApp() {
  return (
    <main style={{ maxWidth: 1100, margin: '0 auto', padding: 24, fontFamily: 'var(--adl-font)' }}>
      <h1 style={{ background: 'var(--adl-color-primary)', padding: 12, borderRadius: 8 }}>
        Adlens shared-ui gallery
      </h1>
      <NavigationSections />
      <InputSections />
      <FeedbackSections />
      <KitSections />
    </main>
  );
}

import { type Tutorial, safeExternalUrl } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { AsyncContent, Button, Section, SkeletonBlock, VisuallyHidden } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { tutorialsQuery } from '../api/tutorials-query';
import { useTutorialsDismissal } from '../hooks/use-tutorials-dismissal';
import './tutorials.css';

function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

function TutorialItem({ tutorial }: { tutorial: Tutorial }) {
  // Only web links open: a video URL of another scheme is not rendered as a link.
  const videoUrl = safeExternalUrl(tutorial.video_url);
  return (
    <li className="tutorials__item">
      <p className="tutorials__item-title">{tutorial.title}</p>
      <p className="tutorials__item-description">{tutorial.description}</p>
      <p className="tutorials__item-meta">
        <time dateTime={`PT${tutorial.duration}S`}>{duration(tutorial.duration)}</time>
        {videoUrl ? (
          <a className="adl-link" href={videoUrl} target="_blank" rel="noopener noreferrer">
            Watch<VisuallyHidden> {tutorial.title} (opens a new tab)</VisuallyHidden>
          </a>
        ) : null}
      </p>
    </li>
  );
}

function TutorialsList() {
  const query = useQuery(tutorialsQuery(useApi()));
  return (
    <AsyncContent
      query={query}
      loadingLabel="Loading tutorials"
      skeleton={<SkeletonBlock height={72} />}
      errorTitle="The tutorials could not be loaded"
      isEmpty={(data) => data.items.length === 0}
      empty={<p>No tutorials yet.</p>}
    >
      {(data) => (
        <ul className="tutorials__list">
          {data.items.map((tutorial) => (
            <TutorialItem key={tutorial.id} tutorial={tutorial} />
          ))}
        </ul>
      )}
    </AsyncContent>
  );
}

/** Short videos for a new user's first visit; hidden for good once dismissed. */
export function TutorialsPanel() {
  const { visible, dismiss } = useTutorialsDismissal();
  if (!visible) return null;
  return (
    <Section
      title="New here? Start with these tutorials"
      className="tutorials"
      actions={
        <Button variant="ghost" size="small" onClick={dismiss}>
          Hide tutorials
        </Button>
      }
    >
      <TutorialsList />
    </Section>
  );
}

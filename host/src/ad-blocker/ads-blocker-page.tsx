import { Button } from '@adlens/shared-ui';
import { useRevalidator } from 'react-router-dom';
import { PlainPage } from '../pages/plain-page';

/** Shown while an ad blocker stops Adlens' requests; its loader leaves as soon as none is found. */
export function AdsBlockerPage() {
  const revalidator = useRevalidator();
  const checking = revalidator.state === 'loading';
  return (
    <PlainPage
      title="Please turn off your ad blocker"
      actions={
        <Button onClick={() => void revalidator.revalidate()} disabled={checking}>
          {checking ? 'Checking…' : 'I turned it off, continue'}
        </Button>
      }
    >
      <p>
        Adlens shows advertisements as its content, so ad blockers stop parts of it from loading.
        Turn off your ad blocker (or allow this site in it), then continue.
      </p>
    </PlainPage>
  );
}

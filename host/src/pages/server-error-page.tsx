import { PlainPage } from './plain-page';
import { StatusNextSteps } from './status-next-steps';

export function ServerErrorPage() {
  return (
    <PlainPage
      title="Server error"
      eyebrow="Error 500"
      actions={<StatusNextSteps steps={['retry']} />}
    >
      <p>Adlens could not complete your request because of an error on our side.</p>
      <p>Please try again in a moment. If it keeps happening, contact support.</p>
    </PlainPage>
  );
}

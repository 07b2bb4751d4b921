import type { UrlChain as UrlChainData } from '@adlens/shared-contracts';
import { Card } from '@adlens/shared-ui';
import { ExternalLink } from './external-link';

const KIND_LABELS = {
  click: 'Click URL',
  tracker: 'Tracker',
  redirect: 'Redirect',
  final: 'Final URL',
};

/** Click URL -> trackers -> redirects -> final URL, in order. */
export function UrlChain({ steps }: { steps: UrlChainData['steps'] }) {
  return (
    <Card title="URL chain">
      {steps.length === 0 ? (
        <p>No redirects recorded.</p>
      ) : (
        <ol className="url-chain">
          {[...steps]
            .sort((a, b) => a.position - b.position)
            .map((step) => (
              <li key={step.position}>
                <strong>{KIND_LABELS[step.kind]}</strong> ({step.status_code}):{' '}
                <ExternalLink url={step.url} />
              </li>
            ))}
        </ol>
      )}
    </Card>
  );
}

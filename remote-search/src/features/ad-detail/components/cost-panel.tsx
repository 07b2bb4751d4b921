import { href } from '@adlens/shared-contracts';
import {
  Button,
  ErrorState,
  Section,
  Spinner,
  StatGrid,
  StatTile,
  buttonClassName,
} from '@adlens/shared-ui';
import { Link } from 'react-router-dom';
import { creditCount } from '../state/credit-gate';

export type CostStep =
  | {
      kind: 'confirm';
      cost: number;
      label: string;
      remainingCredits: number;
      onConfirm: () => void;
    }
  | { kind: 'no-credits'; paid: boolean }
  | { kind: 'opening'; paid: boolean }
  | { kind: 'failed'; message: string; onRetry: () => void };

const DETAIL_ADDS = [
  'Every creative and text variant',
  'Targeting: countries, age, gender, devices',
  'Landing page and the full URL chain',
  'Engagement history and related ads',
];

/** The cost step beside the preview: what opening spends, and the states around it. */
export function CostPanel({ step }: { step: CostStep }) {
  return (
    <Section title="Open the full detail" className="cost-panel">
      <CostStepBody step={step} />
    </Section>
  );
}

function CostStepBody({ step }: { step: CostStep }) {
  switch (step.kind) {
    case 'confirm':
      return (
        <>
          <StatGrid minTileWidth="10rem">
            <StatTile label="Cost" value={creditCount(step.cost)} />
            <StatTile
              label="Credits left"
              value={step.remainingCredits}
              hint={`${step.remainingCredits - step.cost} after opening`}
            />
          </StatGrid>
          <p className="cost-panel__sentence">
            This costs {creditCount(step.cost)}; you have {creditCount(step.remainingCredits)} left.
          </p>
          <Button onClick={step.onConfirm}>{step.label}</Button>
          <p className="cost-panel__note">
            You pay once per ad: opening it again later, on any device, is free.
          </p>
          <ul className="cost-panel__adds" aria-label="The full detail adds">
            {DETAIL_ADDS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      );
    case 'no-credits':
      return (
        <div className="cost-panel__no-credits">
          <p className="cost-panel__title">You have no credits left</p>
          <p>
            Ad details are shown only while you have credits left
            {step.paid ? ', even for an ad you opened before' : ''}. Choose a plan to keep opening
            ads.
          </p>
          <Link className={buttonClassName('primary')} to={href('planSelect')}>
            See plans
          </Link>
        </div>
      );
    case 'opening':
      return (
        <p role="status" className="cost-panel__opening">
          <Spinner size={16} decorative />
          {step.paid
            ? 'You opened this ad before: opening it again at no cost…'
            : 'Opening the ad…'}
        </p>
      );
    case 'failed':
      return (
        <ErrorState
          title="The ad could not be opened"
          message={step.message}
          onRetry={step.onRetry}
        />
      );
  }
}

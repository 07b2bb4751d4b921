import { render, screen } from '@testing-library/react';
import { PlanLockedNotice } from './plan-locked-notice';

describe('PlanLockedNotice', () => {
  it('explains the lock under its id and links to the plans', () => {
    render(
      <PlanLockedNotice
        id="locked"
        message="Exports are part of the Pro plan."
        upgradePath="/plans/select"
        icon
      />,
    );
    const notice = document.getElementById('locked');
    expect(notice).toHaveTextContent('🔒 Exports are part of the Pro plan. See plans');
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/plans/select',
    );
  });

  it('leaves the link out for a user the plan page would turn away, and the lock to the button', () => {
    render(
      <PlanLockedNotice id="locked" message="Saved filters need a plan." upgradePath={null} />,
    );
    expect(document.getElementById('locked')).toHaveTextContent(/^Saved filters need a plan\.$/);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

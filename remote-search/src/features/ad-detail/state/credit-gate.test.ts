import { creditGate, openLabel } from './credit-gate';

describe('credit gate of the ad detail', () => {
  it('asks to confirm the cost before spending it', () => {
    expect(creditGate({ remainingCredits: 5, cost: 1, openedBefore: false })).toEqual({
      step: 'confirm',
      cost: 1,
      label: 'Open for 1 credit',
    });
  });

  it('uses the plural for a cost above one', () => {
    expect(openLabel(3)).toBe('Open for 3 credits');
  });

  it('opens an ad already paid for in this session without asking', () => {
    expect(creditGate({ remainingCredits: 5, cost: 1, openedBefore: true })).toEqual({
      step: 'open',
    });
  });

  it.each([0, -2])('shows no detail with %d remaining credits, even for a paid ad', (remaining) => {
    expect(creditGate({ remainingCredits: remaining, cost: 1, openedBefore: true })).toEqual({
      step: 'no-credits',
    });
  });
});

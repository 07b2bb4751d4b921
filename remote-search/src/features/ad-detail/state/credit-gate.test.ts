import { creditCount, creditGate, openLabel } from './credit-gate';

describe('credit gate of the ad detail', () => {
  it('asks to confirm the cost of an ad not paid for yet', () => {
    expect(creditGate({ remainingCredits: 5, paid: false, cost: 1 })).toEqual({
      step: 'confirm',
      cost: 1,
      label: 'Open for 1 credit',
    });
  });

  it('uses the plural for a cost above one', () => {
    expect(openLabel(3)).toBe('Open for 3 credits');
    expect(creditCount(1)).toBe('1 credit');
    expect(creditCount(0)).toBe('0 credits');
  });

  it('opens an ad the server says was paid for, without asking', () => {
    expect(creditGate({ remainingCredits: 5, paid: true, cost: 0 })).toEqual({ step: 'open' });
  });

  it.each([0, -2])('shows no detail with %d remaining credits, even for a paid ad', (remaining) => {
    expect(creditGate({ remainingCredits: remaining, paid: true, cost: 0 })).toEqual({
      step: 'no-credits',
    });
  });

  it('shows no detail when the credits left do not cover the cost', () => {
    expect(creditGate({ remainingCredits: 1, paid: false, cost: 2 })).toEqual({
      step: 'no-credits',
    });
  });
});

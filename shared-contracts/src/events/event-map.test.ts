import { EVENT_RULES, dropdownEventName, ruleFor } from './event-map';

describe('event rules', () => {
  it('replays the last session, credits and inline errors state, and nothing else', () => {
    const replayed = Object.entries(EVENT_RULES)
      .filter(([, rule]) => rule.replay === 'last')
      .map(([name]) => name);
    expect(replayed.sort()).toEqual([
      'credits:changed',
      'inline-errors:changed',
      'session:changed',
    ]);
  });

  it('gives dropdown and unknown events many deliveries without replay', () => {
    expect(ruleFor(dropdownEventName('sort'))).toEqual({ delivery: 'many', replay: 'none' });
    expect(ruleFor('no-such-event')).toEqual({ delivery: 'many', replay: 'none' });
  });

  it('names a dropdown event after the dropdown id', () => {
    expect(dropdownEventName('filters')).toBe('dropdown:filters');
  });
});

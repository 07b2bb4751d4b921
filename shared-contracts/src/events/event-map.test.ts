import { EVENT_RULES, dropdownEventName, ruleFor } from './event-map';

describe('event rules', () => {
  it('lists a rule only for named events that have a reader (none since decision 0037)', () => {
    expect(Object.keys(EVENT_RULES)).toEqual([]);
  });

  it('gives dropdown and unknown events many deliveries without replay', () => {
    expect(ruleFor(dropdownEventName('sort'))).toEqual({ delivery: 'many', replay: 'none' });
    expect(ruleFor('no-such-event')).toEqual({ delivery: 'many', replay: 'none' });
    // A name an earlier release of the contract listed: nothing special about it any more.
    expect(ruleFor('inline-errors:changed')).toEqual({ delivery: 'many', replay: 'none' });
  });

  it('names a dropdown event after the dropdown id', () => {
    expect(dropdownEventName('filters')).toBe('dropdown:filters');
  });
});

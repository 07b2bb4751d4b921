import { formatCurrency } from './currency';

describe('formatCurrency', () => {
  it('uses euros with no decimals for a whole amount', () => {
    expect(formatCurrency(1200)).toBe('€1,200');
  });

  it('shows two decimals for a fractional amount', () => {
    expect(formatCurrency(12.5)).toBe('€12.50');
  });

  it('rounds to at most two decimals', () => {
    expect(formatCurrency(9.999)).toBe('€10.00');
  });

  it('formats another currency when given one', () => {
    expect(formatCurrency(49, { currency: 'USD' })).toBe('$49');
  });

  it('honours an explicit number of decimals', () => {
    expect(formatCurrency(49, { decimals: 2 })).toBe('€49.00');
  });
});

export const DEFAULT_CURRENCY = 'EUR';

export interface CurrencyFormatOptions {
  /** ISO 4217 code; EUR by default. */
  currency?: string;
  /** Fixed number of decimals (0 to 2); by default 0 for whole amounts and 2 otherwise. */
  decimals?: 0 | 1 | 2;
}

/** Formats a price in en-US style: `€1,200` for whole amounts, `€12.50` otherwise. */
export function formatCurrency(amount: number, options: CurrencyFormatOptions = {}): string {
  const { currency = DEFAULT_CURRENCY } = options;
  const decimals = options.decimals ?? (Number.isInteger(amount) ? 0 : 2);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

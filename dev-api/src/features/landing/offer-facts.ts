import type { OfferFacts } from '@adlens/shared-contracts';

function cents(amount: string): number {
  return Math.round(Number(amount.replace(/,/g, '')) * 100);
}

function firstNumber(text: string, patterns: RegExp[]): number | null {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match?.[1]) return Number(match[1]);
  }
  return null;
}

const PRICE = [
  /(?:now only|now|price:?|today just|today|just|only)\s*\$\s?(\d[\d,]*(?:\.\d{2})?)/i,
];
const DISCOUNT = [/(\d{1,2})\s?%\s?off/i, /save\s(\d{1,2})\s?%/i, /-(\d{1,2})\s?%/];
const TRIAL = [/(\d{1,3})[- ]day\s+free\s+trial/i, /try\s+it\s+free\s+for\s+(\d{1,3})\s+days/i];
const GUARANTEE = [
  /(\d{1,3})[- ]day\s+(?:money[- ]back\s+)?guarantee/i,
  /guaranteed?\s+for\s+(\d{1,3})\s+days/i,
];
const FREE_SHIPPING = /\b(free\s+(?:shipping|delivery)|ships\s+free)\b/i;

/**
 * The offer a page makes, read from its text as a visitor would: the price asked now (not a
 * struck-through one), the discount, free shipping, a free trial and a guarantee.
 */
export function extractOfferFacts(liveText: string): OfferFacts {
  const price = PRICE.map((pattern) => pattern.exec(liveText)?.[1]).find(Boolean);
  return {
    price_cents: price ? cents(price) : null,
    discount_percent: firstNumber(liveText, DISCOUNT),
    free_shipping: FREE_SHIPPING.test(liveText),
    trial_days: firstNumber(liveText, TRIAL),
    guarantee_days: firstNumber(liveText, GUARANTEE),
  };
}

import type { OfferFacts } from '@adlens/shared-contracts';
import { createRng, hashString } from '../seed/prng';
import type { Rng } from '../seed/prng';

// The hidden truth of landing pages (decision 0064): what each page really offers, day by day, and
// whether each revision was material. Only the generator and the simulated source use this module;
// the app sees rendered pages and must work the rest out itself (crawl/world-isolation.test.ts).

export type RevisionLabel = 'material' | 'cosmetic';

/** What a revision changed. The first six are material, the rest cosmetic. */
export const MATERIAL_KINDS = [
  'price',
  'discount',
  'free_shipping',
  'trial',
  'guarantee',
  'outline',
] as const;
export const COSMETIC_KINDS = [
  'date',
  'counter',
  'tracking',
  'whitespace',
  'reorder',
  'heading_case',
  'copy',
  'price_format',
] as const;
export type RevisionKind = (typeof MATERIAL_KINDS)[number] | (typeof COSMETIC_KINDS)[number];

interface Block {
  heading: string;
  body: string;
}

/** A page's true state: enough to render it again. */
export interface LandingState {
  product: string;
  facts: OfferFacts;
  /** Old price shown struck through beside a discount, in cents. */
  was_cents: number | null;
  blocks: Block[];
  /** How the offer lines are worded on this site (fixed per page). */
  phrasing: number;
  updated_on: string;
  counter: number;
  tracking: string;
  spacing: number;
  /** "$49.00" rather than "$49": the same price, written differently. */
  cents_shown: boolean;
}

export interface LandingRevision {
  day: string;
  label: RevisionLabel;
  kinds: RevisionKind[];
  state: LandingState;
}

const PRODUCTS = [
  'Glow Serum',
  'Trail Runner Pro',
  'Sleep Well Gummies',
  'Smart Bottle',
  'Posture Fix Brace',
  'Daily Greens',
  'Focus Lamp',
  'Travel Pillow Max',
];

const BLOCKS: Block[] = [
  { heading: 'How it works', body: 'Three simple steps take you from unboxing to results.' },
  { heading: 'What customers say', body: 'Thousands of happy buyers rate it highly.' },
  { heading: 'Ingredients', body: 'Clean ingredients sourced from trusted growers.' },
  { heading: 'Frequently asked questions', body: 'Answers about delivery, returns and sizing.' },
  { heading: 'Why choose us', body: 'Designed by experts and tested for everyday use.' },
  { heading: 'Our story', body: 'Founded by two friends who wanted something better.' },
  { heading: 'Compare plans', body: 'Pick the bundle that suits you best.' },
  { heading: 'Shipping and returns', body: 'Orders leave our warehouse within two days.' },
];

/** Wordings of the same copy: a "copy" revision swaps one for another without changing a fact. */
const COPY_VARIANTS = [
  'Loved by customers everywhere.',
  'A favourite with customers everywhere.',
  'Made with care in small batches.',
  'Crafted carefully in small batches.',
];

const PRICES = [1900, 2900, 3499, 3900, 4900, 5900, 6999, 7900, 9900, 12900];
const DISCOUNTS = [10, 15, 20, 25, 30, 40, 50];
const TRIALS = [7, 14, 30];
const GUARANTEES = [14, 30, 60, 90, 365];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function otherThan<T>(rng: Rng, items: readonly T[], current: T): T {
  const choices = items.filter((item) => item !== current);
  return rng.pick(choices);
}

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const swap = rng.int(0, index);
    [copy[index], copy[swap]] = [copy[swap] as T, copy[index] as T];
  }
  return copy;
}

/** The page a URL shows before its first revision: derived from the URL alone. */
export function baseLanding(url: string, day: string): LandingState {
  const rng = createRng(hashString(`landing:${url}`));
  const discount = rng.chance(0.4) ? rng.pick(DISCOUNTS) : null;
  const price = rng.pick(PRICES);
  return {
    product: rng.pick(PRODUCTS),
    facts: {
      price_cents: price,
      discount_percent: discount,
      free_shipping: rng.chance(0.5),
      trial_days: rng.chance(0.3) ? rng.pick(TRIALS) : null,
      guarantee_days: rng.chance(0.6) ? rng.pick(GUARANTEES) : null,
    },
    was_cents: discount === null ? null : Math.round(price / (1 - discount / 100) / 100) * 100,
    blocks: [
      ...rng.some(BLOCKS, 2, 4),
      { heading: 'Quality you can trust', body: rng.pick(COPY_VARIANTS) },
    ],
    phrasing: rng.int(0, 2),
    updated_on: day,
    counter: rng.int(40, 4000),
    tracking: `c${rng.int(1000, 9999)}`,
    spacing: 0,
    cents_shown: rng.chance(0.3),
  };
}

function reviseFact(rng: Rng, state: LandingState, kind: (typeof MATERIAL_KINDS)[number]) {
  const facts = state.facts;
  switch (kind) {
    case 'price':
      facts.price_cents = otherThan(rng, PRICES, facts.price_cents);
      if (facts.discount_percent !== null && facts.price_cents !== null)
        state.was_cents =
          Math.round(facts.price_cents / (1 - facts.discount_percent / 100) / 100) * 100;
      return;
    case 'discount':
      facts.discount_percent =
        facts.discount_percent !== null && rng.chance(0.4)
          ? null
          : otherThan(rng, DISCOUNTS, facts.discount_percent);
      state.was_cents =
        facts.discount_percent === null || facts.price_cents === null
          ? null
          : Math.round(facts.price_cents / (1 - facts.discount_percent / 100) / 100) * 100;
      return;
    case 'free_shipping':
      facts.free_shipping = !facts.free_shipping;
      return;
    case 'trial':
      facts.trial_days =
        facts.trial_days !== null && rng.chance(0.4)
          ? null
          : otherThan(rng, TRIALS, facts.trial_days);
      return;
    case 'guarantee':
      facts.guarantee_days =
        facts.guarantee_days !== null && rng.chance(0.3)
          ? null
          : otherThan(rng, GUARANTEES, facts.guarantee_days);
      return;
    case 'outline': {
      const absent = BLOCKS.filter(
        (block) =>
          !state.blocks.some((held) => held.heading.toLowerCase() === block.heading.toLowerCase()),
      );
      if (state.blocks.length > 2 && (absent.length === 0 || rng.chance(0.5)))
        state.blocks.splice(rng.int(0, state.blocks.length - 2), 1);
      else state.blocks.splice(rng.int(0, state.blocks.length - 1), 0, rng.pick(absent));
      return;
    }
  }
}

function reviseLook(rng: Rng, state: LandingState, day: string, kind: RevisionKind) {
  switch (kind) {
    case 'date':
      state.updated_on = day;
      return;
    case 'counter':
      state.counter = rng.int(40, 9000);
      return;
    case 'tracking':
      state.tracking = `c${rng.int(1000, 9999)}`;
      return;
    case 'whitespace':
      state.spacing = (state.spacing + rng.int(1, 3)) % 4;
      return;
    case 'reorder':
      state.blocks = shuffled(rng, state.blocks);
      return;
    case 'heading_case': {
      const block = rng.pick(state.blocks);
      block.heading =
        block.heading === block.heading.toUpperCase()
          ? block.heading.charAt(0) + block.heading.slice(1).toLowerCase()
          : block.heading.toUpperCase();
      return;
    }
    case 'price_format':
      state.cents_shown = !state.cents_shown;
      return;
    case 'copy': {
      const block = state.blocks[state.blocks.length - 1];
      if (block) block.body = otherThan(rng, COPY_VARIANTS, block.body);
      return;
    }
  }
}

/**
 * One day's revision of a page: material (an offer fact or the outline changes, often with some
 * cosmetic noise) in about four cases of ten, else one or two cosmetic changes only.
 */
export function reviseLanding(rng: Rng, previous: LandingState, day: string): LandingRevision {
  const state = structuredClone(previous);
  const material = rng.chance(0.4);
  const kinds: RevisionKind[] = [];
  if (material) {
    const kind = rng.pick(MATERIAL_KINDS);
    reviseFact(rng, state, kind);
    kinds.push(kind);
  }
  const looks = material ? rng.int(0, 2) : rng.int(1, 2);
  for (const kind of rng.some(COSMETIC_KINDS, looks, looks)) {
    reviseLook(rng, state, day, kind);
    kinds.push(kind);
  }
  return { day, label: material ? 'material' : 'cosmetic', kinds, state };
}

function money(cents: number, centsShown = false): string {
  return cents % 100 === 0 && !centsShown ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

function shownDate(day: string, phrasing: number): string {
  const [year, month, date] = day.split('-').map(Number);
  if (phrasing === 1) return `${month}/${date}/${year}`;
  return `${MONTHS[(month ?? 1) - 1]} ${date}, ${year}`;
}

/** The offer block's lines, worded the page's way. */
function offerLines(state: LandingState): string[] {
  const { facts, phrasing } = state;
  const lines: string[] = [];
  if (facts.price_cents !== null) {
    const was =
      state.was_cents === null ? '' : ` <s>${money(state.was_cents, state.cents_shown)}</s>`;
    const price = money(facts.price_cents, state.cents_shown);
    lines.push(
      [`Now only ${price}${was}`, `Price: ${price}${was}`, `Today just ${price}${was}`][phrasing] ??
        price,
    );
  }
  if (facts.discount_percent !== null)
    lines.push(
      [
        `Save ${facts.discount_percent}%`,
        `${facts.discount_percent}% off today`,
        `-${facts.discount_percent}% launch offer`,
      ][phrasing] ?? '',
    );
  lines.push(
    facts.free_shipping
      ? (['Free shipping on every order', 'Ships free', 'FREE delivery worldwide'][phrasing] ?? '')
      : 'Shipping from $4.95',
  );
  if (facts.trial_days !== null)
    lines.push(
      phrasing === 1
        ? `Try it free for ${facts.trial_days} days`
        : `${facts.trial_days}-day free trial`,
    );
  if (facts.guarantee_days !== null)
    lines.push(
      [
        `${facts.guarantee_days}-day money-back guarantee`,
        `Backed by our ${facts.guarantee_days} day guarantee`,
        `${facts.guarantee_days}-day guarantee, no questions asked`,
      ][phrasing] ?? '',
    );
  return lines;
}

/** The page as a crawler downloads it. */
export function renderLanding(url: string, state: LandingState): string {
  const gap = ['\n', '\n\n', '\n    ', ' '][state.spacing] ?? '\n';
  const pad = state.spacing % 2 === 1 ? '  ' : ' ';
  const checkout = `${new URL(url).origin}/checkout?sku=${hashString(url) % 1000}&utm_source=ads&utm_campaign=${state.tracking}&fbclid=${state.tracking}x`;
  const offer = [
    `<section><h1>${state.product}</h1>`,
    ...offerLines(state).map((line) => `<p>${line.replaceAll(' ', pad)}</p>`),
    `<a href="${checkout}">Buy now</a></section>`,
  ].join(gap);
  const blocks = state.blocks.map(
    (block) => `<section><h2>${block.heading}</h2>${gap}<p>${block.body}</p></section>`,
  );
  return [
    `<html><head><title>${state.product}</title></head><body>`,
    `<header><p>Updated ${shownDate(state.updated_on, state.phrasing)}</p></header>`,
    '<main>',
    offer,
    ...blocks,
    // Counters that move on every visit, some of them with words a fact reader must not take.
    `<section><p>${state.counter.toLocaleString('en-US')} people bought this in the last 24 hours</p>`,
    `<p>Rated ${(4 + (state.counter % 10) / 10).toFixed(1)} out of 5. Sale ends in ${(state.counter % 5) + 2} days.</p></section>`,
    `<section><h2>Often bought together</h2><p>Add a travel pouch for only $${9 + (hashString(url) % 10)}.</p></section>`,
    '</main></body></html>',
  ].join(gap);
}

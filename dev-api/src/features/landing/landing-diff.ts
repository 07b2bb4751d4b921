import type { OfferFacts } from '@adlens/shared-contracts';
import { diffWords } from 'diff';
import type { LandingSnapshot } from './landing-snapshot';

export interface VersionChange {
  material: boolean;
  /** "price $49 -> $39; free shipping added; guarantee 30 -> 60 days" */
  summary: string;
  words_added: number;
  words_removed: number;
}

function money(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

/** "price $49 -> $39", "14-day trial added", "guarantee 30 -> 60 days", or nothing. */
function factLine(
  name: string,
  before: number | null,
  after: number | null,
  show: (value: number) => string,
  unit = '',
): string | null {
  if (before === after) return null;
  if (before === null && after !== null) return `${name} ${show(after)}${unit} added`;
  if (after === null && before !== null) return `${name} ${show(before)}${unit} removed`;
  return `${name} ${show(before ?? 0)} -> ${show(after ?? 0)}${unit}`;
}

function factChanges(before: OfferFacts, after: OfferFacts): string[] {
  const plain = (value: number) => String(value);
  const lines = [
    factLine('price', before.price_cents, after.price_cents, money),
    factLine('discount', before.discount_percent, after.discount_percent, (v) => `${v}%`),
    before.free_shipping === after.free_shipping
      ? null
      : `free shipping ${after.free_shipping ? 'added' : 'removed'}`,
    factLine('trial', before.trial_days, after.trial_days, plain, ' days'),
    factLine('guarantee', before.guarantee_days, after.guarantee_days, plain, ' days'),
  ];
  return lines.filter((line): line is string => line !== null);
}

/** A heading as it counts for the outline: case, punctuation and spacing aside. */
function headingKey(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Sections added or removed, by meaning: a heading only re-cased or moved is the same section. */
function outlineChanges(before: string[], after: string[]): string[] {
  const remaining = new Map<string, number>();
  for (const heading of before) {
    const key = headingKey(heading);
    remaining.set(key, (remaining.get(key) ?? 0) + 1);
  }
  const added: string[] = [];
  for (const heading of after) {
    const key = headingKey(heading);
    const left = remaining.get(key) ?? 0;
    if (left > 0) remaining.set(key, left - 1);
    else added.push(heading);
  }
  const removed = before.filter((heading) => {
    const key = headingKey(heading);
    const left = remaining.get(key) ?? 0;
    if (left === 0) return false;
    remaining.set(key, left - 1);
    return true;
  });
  return [
    ...added.map((heading) => `section "${heading}" added`),
    ...removed.map((heading) => `section "${heading}" removed`),
  ];
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * How a new version differs from the one before: material when an offer fact or the outline
 * changed (decided from what the crawler extracted, never from the world's labels); otherwise a
 * wording change, counted word by word.
 */
export function compareSnapshots(before: LandingSnapshot, after: LandingSnapshot): VersionChange {
  let added = 0;
  let removed = 0;
  for (const part of diffWords(before.normalized, after.normalized)) {
    if (part.added) added += wordCount(part.value);
    else if (part.removed) removed += wordCount(part.value);
  }
  const material = [
    ...factChanges(before.facts, after.facts),
    ...outlineChanges(before.outline, after.outline),
  ];
  const wording = `wording changed (+${added} / -${removed} words)`;
  return {
    material: material.length > 0,
    summary: material.length > 0 ? material.join('; ') : wording,
    words_added: added,
    words_removed: removed,
  };
}

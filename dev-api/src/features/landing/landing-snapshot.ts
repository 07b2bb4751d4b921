import { createHash } from 'node:crypto';
import type { OfferFacts } from '@adlens/shared-contracts';
import { pageBlocks } from './landing-blocks';
import { extractOfferFacts } from './offer-facts';

export interface LandingSnapshot {
  /** Hash of the normalised text: equal fingerprints, same version. */
  fingerprint: string;
  normalized: string;
  outline: string[];
  facts: OfferFacts;
}

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const DATES = [
  new RegExp(`\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}\\b`, 'gi'),
  new RegExp(`\\b\\d{1,2}\\s+${MONTH}\\s+\\d{4}\\b`, 'gi'),
  /\b\d{4}-\d{2}-\d{2}\b/g,
  /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g,
];
/**
 * A number that is neither money nor a percentage: a counter ("1,204 people", "rated 4.8", "ends
 * in 3 days"), which moves every visit. A trial or guarantee length is masked too: the extracted
 * offer facts carry it into the fingerprint.
 */
const COUNTER = /(?<![$\d.,])\d[\d,]*(?:\.\d+)?(?![\d,]*(?:\.\d|\s?%|\d))/g;

/** Text as it matters: dates and counters masked, whitespace collapsed, tracking already gone. */
function normaliseBlock(text: string): string {
  let result = text;
  for (const pattern of DATES) result = result.replace(pattern, '<date>');
  return result.replace(COUNTER, '#').replace(/\s+/g, ' ').trim();
}

/** What the crawler keeps of a page: normalised text (blocks in any order), outline, offer. */
export function snapshotLanding(html: string): LandingSnapshot {
  const blocks = pageBlocks(html);
  const normalized = blocks
    .map((block) => normaliseBlock(block.text))
    .filter((text) => text.length > 0)
    .sort()
    .join('\n');
  const facts = extractOfferFacts(blocks.map((block) => block.liveText).join(' \n '));
  return {
    fingerprint: createHash('sha256')
      .update(`${normalized}\n${JSON.stringify(facts)}`)
      .digest('hex'),
    normalized,
    outline: blocks.flatMap((block) => block.headings).filter((heading) => heading.length > 0),
    facts,
  };
}

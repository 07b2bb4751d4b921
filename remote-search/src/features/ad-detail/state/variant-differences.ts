import type { AdCard } from '@adlens/shared-contracts';

/** A word of a variant's text, and whether the ad it is compared with lacks it there. */
export interface DiffWord {
  word: string;
  changed: boolean;
}

/** What sets a variant apart from the ad it is compared with: the parts the rule lets differ. */
export interface VariantDifferences {
  title: boolean;
  text: boolean;
  cta: boolean;
  media: boolean;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * The other text's words, each marked changed unless it belongs to a longest common run of words
 * shared with `base` (an LCS over words; ad texts are short).
 */
export function diffWords(base: string, other: string): DiffWord[] {
  const a = words(base);
  const b = words(other);
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const row = table[i];
      if (!row) continue;
      row[j] =
        a[i] === b[j]
          ? (table[i + 1]?.[j + 1] ?? 0) + 1
          : Math.max(table[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const result: DiffWord[] = [];
  let i = 0;
  let j = 0;
  while (j < b.length) {
    const word = b[j] ?? '';
    if (i < a.length && a[i] === word) {
      result.push({ word, changed: false });
      i++;
      j++;
    } else if (i < a.length && (table[i + 1]?.[j] ?? 0) >= (table[i]?.[j + 1] ?? 0)) {
      i++;
    } else {
      result.push({ word, changed: true });
      j++;
    }
  }
  return result;
}

/** Media differ when any item is another file, kind or size. */
function sameMedia(a: AdCard['media'], b: AdCard['media']): boolean {
  return (
    a.length === b.length &&
    a.every((item, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        item.key === other.key &&
        item.type === other.type &&
        item.width === other.width &&
        item.height === other.height
      );
    })
  );
}

export function variantDifferences(base: AdCard, variant: AdCard): VariantDifferences {
  return {
    title: base.title !== variant.title,
    text: base.text !== variant.text,
    cta: base.cta !== variant.cta,
    media: !sameMedia(base.media, variant.media),
  };
}

/** "Text, call to action" — or "Nothing in the creative" for an exact copy run again. */
export function describeDifferences(differences: VariantDifferences): string {
  const parts = [
    differences.title ? 'title' : null,
    differences.text ? 'text' : null,
    differences.cta ? 'call to action' : null,
    differences.media ? 'media' : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return 'Nothing in the creative';
  const sentence = parts.join(', ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
}

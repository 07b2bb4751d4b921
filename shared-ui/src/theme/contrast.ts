/** WCAG 2.x contrast maths and a reader for the token source, used by the contrast test. */

export type TokenSet = Record<string, string>;

/** Reads the custom properties declared in blocks whose selector list contains `selector`. */
export function readTokenSet(css: string, selector: string): TokenSet {
  const tokens: TokenSet = {};
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const block of withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectors = (block[1] ?? '').split(',').map((part) => part.trim());
    if (!selectors.includes(selector)) continue;
    for (const declaration of (block[2] ?? '').matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
      const [, name, value] = declaration;
      if (name && value) tokens[name] = value.trim();
    }
  }
  return tokens;
}

/** Follows var(--x) references until a literal value. */
export function resolveToken(tokens: TokenSet, name: string, seen: string[] = []): string {
  const value = tokens[name];
  if (value === undefined) throw new Error(`Token ${name} is not declared`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (!reference) return value;
  if (seen.includes(reference)) throw new Error(`Token ${name} refers to itself`);
  return resolveToken(tokens, reference, [...seen, name]);
}

function channels(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Expected a #rrggbb colour, got ${hex}`);
  const digits = match[1];
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}

export function relativeLuminance(hex: string): number {
  const [red, green, blue] = channels(hex).map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

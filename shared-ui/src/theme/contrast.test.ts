import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRAST_PAIRS } from './contrast-pairs';
import { contrastRatio, readTokenSet, resolveToken } from './contrast';

const source = readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');
const light = readTokenSet(source, ':root');
const themes = {
  light,
  dark: { ...light, ...readTokenSet(source, "[data-theme='dark']") },
};

describe('contrast maths', () => {
  it('gives 21:1 for black on white and 1:1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffde3b', '#ffde3b')).toBeCloseTo(1, 5);
  });

  it('reads the brand yellow from the token source', () => {
    expect(resolveToken(light, '--adl-color-accent').toLowerCase()).toBe('#ffde3b');
  });
});

describe.each(Object.entries(themes))('the %s theme', (_name, tokens) => {
  it.each(CONTRAST_PAIRS.map((pair) => [pair.foreground, pair.background, pair.minimum]))(
    '%s on %s reaches %s:1',
    (foreground, background, minimum) => {
      const ratio = contrastRatio(
        resolveToken(tokens, String(foreground)),
        resolveToken(tokens, String(background)),
      );
      expect(ratio).toBeGreaterThanOrEqual(Number(minimum));
    },
  );

  it('keeps the old variable names pointing at declared tokens', () => {
    for (const name of ['--adl-color-primary', '--adl-color-muted', '--adl-color-error']) {
      expect(resolveToken(tokens, name)).toMatch(/^#/);
    }
  });
});

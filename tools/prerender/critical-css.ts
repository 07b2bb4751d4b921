// The CSS a painted page needs (decision 0041): the rules of the style sheets whose classes all
// occur in the markup (a remote's fragment, a host's frame), plus rules without classes (custom
// properties, elements).
// A parser of the subset these sheets use: rules, @media/@supports blocks, @keyframes kept whole.

interface Block {
  prelude: string;
  body: string;
}

/** Top-level `prelude { body }` blocks of a style sheet, comments removed. */
function blocksOf(css: string): Block[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks: Block[] = [];
  let start = 0;
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf('{', index);
    if (open < 0) break;
    let depth = 1;
    let close = open + 1;
    while (close < text.length && depth > 0) {
      if (text[close] === '{') depth += 1;
      else if (text[close] === '}') depth -= 1;
      close += 1;
    }
    const prelude = text.slice(start, open).trim();
    // `@import` and other statements before the block end with a semicolon: not rules.
    const statementEnd = prelude.lastIndexOf(';');
    blocks.push({
      prelude: statementEnd >= 0 ? prelude.slice(statementEnd + 1).trim() : prelude,
      body: text.slice(open + 1, close - 1),
    });
    start = close;
    index = close;
  }
  return blocks;
}

function classesOf(selector: string): string[] {
  return [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '');
}

/** The class names used in an HTML fragment. */
export function classNamesIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

function selectorApplies(selector: string, classes: ReadonlySet<string>): boolean {
  return classesOf(selector).every((name) => classes.has(name));
}

function criticalBlocks(css: string, classes: ReadonlySet<string>): string[] {
  const kept: string[] = [];
  for (const { prelude, body } of blocksOf(css)) {
    if (/^@(media|supports|layer)/.test(prelude)) {
      const inner = criticalBlocks(body, classes);
      if (inner.length > 0) kept.push(`${prelude}{${inner.join('')}}`);
    } else if (prelude.startsWith('@')) {
      kept.push(`${prelude}{${body.trim()}}`);
    } else {
      const selectors = prelude
        .split(',')
        .map((selector) => selector.trim())
        .filter((selector) => selectorApplies(selector, classes));
      if (selectors.length > 0) kept.push(`${selectors.join(',')}{${body.trim()}}`);
    }
  }
  return kept;
}

const CUSTOM_PROPERTY = /(--[\w-]+)\s*:\s*([^;{}]*);?/g;

function referencesIn(text: string): string[] {
  return [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] ?? '');
}

/**
 * Only the custom properties the kept rules use, directly or through another property: the
 * token sheet declares a whole design system, of which a page uses a few dozen.
 */
function withUsedCustomProperties(rules: readonly string[]): string[] {
  const text = rules.join('\n');
  const values = new Map<string, string[]>();
  for (const [, name = '', value = ''] of text.matchAll(CUSTOM_PROPERTY)) {
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  const pending = referencesIn(text.replace(CUSTOM_PROPERTY, ''));
  const used = new Set<string>();
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    for (const value of values.get(name) ?? []) pending.push(...referencesIn(value));
  }
  return rules.flatMap((rule) => {
    let pruned = rule.replace(CUSTOM_PROPERTY, (declaration: string, name: string) =>
      used.has(name) ? declaration : '',
    );
    // Rules, then blocks, left without declarations go.
    for (let previous = ''; previous !== pruned;) {
      previous = pruned;
      pruned = pruned.replace(/[^{};]+\{\s*\}/g, '');
    }
    const minified = pruned.replace(/\s+/g, ' ').replace(/\s*([{};])\s*/g, '$1');
    return minified ? [minified] : [];
  });
}

/** The rules of `sheets` (in cascade order) that can apply to `html`. */
export function criticalCss(sheets: readonly string[], html: string): string {
  const classes = classNamesIn(html);
  return withUsedCustomProperties(sheets.flatMap((sheet) => criticalBlocks(sheet, classes))).join(
    '\n',
  );
}

// The CSS a painted fragment needs: the rules of the remote's and the kit's style sheets whose
// classes all occur in the fragment, plus rules without classes (custom properties, elements).
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

/** The rules of `sheets` (in cascade order) that can apply to `html`. */
export function criticalCss(sheets: readonly string[], html: string): string {
  const classes = classNamesIn(html);
  return sheets.flatMap((sheet) => criticalBlocks(sheet, classes)).join('\n');
}

/** Query parameters that only say who sent the visitor: never part of what a page offers. */
const TRACKING_PARAM =
  /^(utm_\w+|fbclid|gclid|gbraid|wbraid|ttclid|msclkid|twclid|li_fat_id|mc_[ce]id|_ga|_gl|ref|irclickid)$/i;

export interface PageBlock {
  headings: string[];
  /** The block's visible text with link targets, whitespace collapsed. */
  text: string;
  /** The same text without struck-through content (an old price is not the price). */
  liveText: string;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A link target without its tracking parameters, so a new campaign tag is no change. */
export function withoutTracking(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  for (const name of [...url.searchParams.keys()])
    if (TRACKING_PARAM.test(name)) url.searchParams.delete(name);
  url.searchParams.sort();
  return url.toString();
}

function visibleText(html: string): string {
  const withLinks = html.replace(
    /<a\b[^>]*\bhref="([^"]*)"[^>]*>/gi,
    (_, href: string) => ` [${withoutTracking(decode(href))}] `,
  );
  return collapse(decode(withLinks.replace(/<[^>]+>/g, ' ')));
}

/**
 * A downloaded page as blocks: each `<section>` (or `<header>`/`<footer>`) is one, so blocks that
 * only moved read the same. Scripts, styles and the head are not content.
 */
export function pageBlocks(html: string): PageBlock[] {
  const body = html
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ');
  const parts = body.match(/<(section|header|footer)\b[\s\S]*?<\/\1>/gi) ?? [body];
  return parts.map((part) => ({
    headings: [...part.matchAll(/<h[1-3]\b[^>]*>([\s\S]*?)<\/h[1-3]>/gi)].map((match) =>
      visibleText(match[1] ?? ''),
    ),
    text: visibleText(part),
    liveText: visibleText(part.replace(/<(s|del|strike)\b[\s\S]*?<\/\1>/gi, ' ')),
  }));
}

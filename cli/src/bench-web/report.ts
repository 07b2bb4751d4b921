// The report of `pnpm bench web`: the issue's targets checked against the medians, and the
// side-by-side table printed to the terminal and written to docs/perf/. Pure, unit-tested.
import { DOM_FIGURES, type DomFigures, FIGURES, type RunFigures, ratio } from './figures';
import type { LibraryCopy } from './library-copies';

export interface PageReport {
  /** Short name, e.g. `search`. */
  name: string;
  path: string;
  composed: RunFigures;
  monolith: RunFigures;
  /** The element Lighthouse named as the LCP, the most frequent over runs. */
  lcpElement?: { composed: string; monolith: string };
}

/** Time from an input to the next paint (Event Timing duration, ms) at 4x CPU slowdown, medians. */
export interface InteractionReport {
  name: string;
  composed: number;
  monolith: number;
}

/** The search page with many loaded results (`dom-size.ts`), medians. */
export interface DomReport {
  path: string;
  /** e.g. `1280x800`. */
  viewport: string;
  composed: DomFigures;
  monolith: DomFigures;
}

export interface BenchReport {
  at: string;
  runs: number;
  /** `uptime` while the bench ran: absolute timings depend on it, ratios much less. */
  load: string;
  pages: PageReport[];
  interactions: InteractionReport[];
  /** null: not measured by this run. */
  dom: DomReport | null;
  /** Per page and app: libraries loaded from two containers or more (one copy expected). */
  libraryCopies: { page: string; app: string; copies: LibraryCopy[] }[];
}

export interface Target {
  name: string;
  value: string;
  limit: string;
  /** null: not measured by this run. */
  met: boolean | null;
}

const KB = 1024;
export const LIMITS = {
  /** Core Web Vitals' good LCP, and the TBT of Lighthouse's good range. */
  lcpMs: 2_500,
  tbtMs: 200,
  /** Core Web Vitals' good CLS. */
  cls: 0.1,
  lcpRatio: 1.1,
  jsRatio: 1.1,
  criticalJsBytes: 170 * KB,
  waves: 3,
  interactionMs: 200,
  /** Elements of the whole page once this many results are loaded. */
  domAds: 1_000,
  domNodes: 1_400,
};

const LABELS: Record<keyof RunFigures, string> = {
  lcp: 'LCP (ms)',
  tbt: 'TBT (ms)',
  cls: 'CLS',
  jsBytes: 'JS total (KB gzip)',
  criticalJsBytes: 'JS critical (KB gzip)',
  requests: 'requests',
  waves: 'waves before LCP',
};

function formatFigure(figure: keyof RunFigures, value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (figure === 'cls') return value.toFixed(3);
  if (figure === 'jsBytes' || figure === 'criticalJsBytes') return (value / KB).toFixed(1);
  return Number.isInteger(value) ? String(value) : value.toFixed(0);
}

const DOM_LABELS: Record<keyof DomFigures, string> = {
  loadedAds: 'ads loaded',
  domNodes: 'DOM nodes, whole page (most while scrolling)',
  gridNodes: 'DOM nodes in the results grid',
  scrollMeanFrame: 'scroll through them, 4x CPU: mean frame (ms)',
  scrollP95Frame: 'scroll through them, 4x CPU: p95 frame (ms)',
  scrollLongestFrame: 'scroll through them, 4x CPU: longest frame (ms)',
};

function formatCount(value: number): string {
  return Number.isFinite(value) ? value.toFixed(0) : 'n/a';
}

/** The DOM-size target: measured only when the run loaded the ads it is about. */
export function domTarget(dom: DomReport): Target {
  const { loadedAds, domNodes } = dom.composed;
  const measured = Number.isFinite(domNodes) && loadedAds >= LIMITS.domAds;
  return {
    name: `search: DOM nodes at ${formatCount(loadedAds)} loaded results (composed)`,
    value: formatCount(domNodes),
    limit: `<= ${LIMITS.domNodes} at ${LIMITS.domAds} results`,
    met: measured ? domNodes <= LIMITS.domNodes : null,
  };
}

export function formatRatio(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : 'n/a';
}

/** Every target of issues 13 and 27, met or not, from the medians of a run. */
export function targetsOf(report: BenchReport): Target[] {
  const targets: Target[] = [];
  for (const page of report.pages) {
    const lcpRatio = ratio(page.composed.lcp, page.monolith.lcp);
    const jsRatio = ratio(page.composed.jsBytes, page.monolith.jsBytes);
    targets.push(
      {
        name: `${page.name}: LCP (composed)`,
        value: `${formatFigure('lcp', page.composed.lcp)} ms`,
        limit: `<= ${LIMITS.lcpMs} ms`,
        met: Number.isFinite(page.composed.lcp) ? page.composed.lcp <= LIMITS.lcpMs : null,
      },
      {
        name: `${page.name}: TBT (composed)`,
        value: `${formatFigure('tbt', page.composed.tbt)} ms`,
        limit: `<= ${LIMITS.tbtMs} ms`,
        met: Number.isFinite(page.composed.tbt) ? page.composed.tbt <= LIMITS.tbtMs : null,
      },
      {
        name: `${page.name}: CLS (composed)`,
        value: formatFigure('cls', page.composed.cls),
        limit: `<= ${LIMITS.cls}`,
        met: Number.isFinite(page.composed.cls) ? page.composed.cls <= LIMITS.cls : null,
      },
      {
        name: `${page.name}: LCP composed/monolith`,
        value: formatRatio(lcpRatio),
        limit: `<= ${LIMITS.lcpRatio.toFixed(2)}`,
        met: lcpRatio <= LIMITS.lcpRatio,
      },
      {
        name: `${page.name}: JS bytes composed/monolith`,
        value: formatRatio(jsRatio),
        limit: `<= ${LIMITS.jsRatio.toFixed(2)}`,
        met: jsRatio <= LIMITS.jsRatio,
      },
      {
        name: `${page.name}: critical JS (composed)`,
        value: `${formatFigure('criticalJsBytes', page.composed.criticalJsBytes)} KB`,
        limit: `<= ${LIMITS.criticalJsBytes / KB} KB`,
        met: page.composed.criticalJsBytes <= LIMITS.criticalJsBytes,
      },
      {
        name: `${page.name}: sequential waves (composed)`,
        value: formatFigure('waves', page.composed.waves),
        limit: `<= ${LIMITS.waves}`,
        met: page.composed.waves <= LIMITS.waves,
      },
    );
  }
  for (const interaction of report.interactions) {
    targets.push({
      name: `${interaction.name} to next paint, 4x CPU (composed)`,
      value: `${interaction.composed.toFixed(0)} ms`,
      limit: `<= ${LIMITS.interactionMs} ms`,
      met: Number.isFinite(interaction.composed)
        ? interaction.composed <= LIMITS.interactionMs
        : null,
    });
  }
  if (report.dom) targets.push(domTarget(report.dom));
  return targets;
}

function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function verdict(met: boolean | null): string {
  if (met === null) return 'not measured';
  return met ? 'met' : 'NOT met';
}

/** The side-by-side markdown table of a run (also what the terminal shows). */
export function renderMarkdown(report: BenchReport): string {
  const lines = [
    `Run ${report.at}: ${report.runs} Lighthouse run(s) per page and app, interleaved, mobile profile.`,
    `Machine load: ${report.load}`,
    '',
    row(['page', 'figure', 'composed', 'monolith', 'composed/monolith']),
    row(['---', '---', '---:', '---:', '---:']),
  ];
  for (const page of report.pages) {
    for (const figure of FIGURES) {
      lines.push(
        row([
          `${page.name} \`${page.path}\``,
          LABELS[figure],
          formatFigure(figure, page.composed[figure]),
          formatFigure(figure, page.monolith[figure]),
          // CLS is held to its own limit; a ratio of two near-zero shifts says nothing.
          figure === 'cls' ? '-' : formatRatio(ratio(page.composed[figure], page.monolith[figure])),
        ]),
      );
    }
  }
  for (const interaction of report.interactions) {
    lines.push(
      row([
        'interaction',
        `${interaction.name} to next paint, 4x CPU (ms)`,
        interaction.composed.toFixed(0),
        interaction.monolith.toFixed(0),
        formatRatio(ratio(interaction.composed, interaction.monolith)),
      ]),
    );
  }
  if (report.dom) {
    const { dom } = report;
    for (const figure of DOM_FIGURES) {
      lines.push(
        row([
          `search \`${dom.path}\`, ${dom.viewport}, results loaded`,
          DOM_LABELS[figure],
          formatCount(dom.composed[figure]),
          formatCount(dom.monolith[figure]),
          formatRatio(ratio(dom.composed[figure], dom.monolith[figure])),
        ]),
      );
    }
  }
  lines.push(
    '',
    row(['target', 'measured', 'limit', 'verdict']),
    row(['---', '---:', '---', '---']),
  );
  for (const target of targetsOf(report)) {
    lines.push(row([target.name, target.value, target.limit, verdict(target.met)]));
  }
  const named = report.pages.filter((page) => page.lcpElement);
  if (named.length > 0) {
    lines.push(
      '',
      'The LCP element Lighthouse named (most frequent over the runs):',
      '',
      row(['page', 'composed', 'monolith']),
      row(['---', '---', '---']),
    );
    for (const page of named) {
      const cell = (text = '') => `\`${text.replace(/`/g, "'").replace(/\|/g, '\\|')}\``;
      lines.push(
        row([page.name, cell(page.lcpElement?.composed), cell(page.lcpElement?.monolith)]),
      );
    }
  }
  if (report.libraryCopies.length > 0) {
    lines.push(
      '',
      'One copy of every library (packages named by the source maps of the scripts each load ran):',
      '',
      row(['page', 'app', 'libraries loaded from two containers or more']),
      row(['---', '---', '---']),
    );
    for (const { page, app, copies } of report.libraryCopies) {
      const found = copies.map((copy) => `${copy.library} (${copy.containers.join(', ')})`);
      lines.push(row([page, app, found.length > 0 ? found.join('; ') : 'none']));
    }
  }
  return `${lines.join('\n')}\n`;
}

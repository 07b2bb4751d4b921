// The verdicts of the byte budgets: pure arithmetic over sized files, so the rules are unit-tested
// without a build. A failure names the page, the figure, the bytes and the files that make them up.
import { type PageBudget, TARGETS } from './budgets';

export interface SizedFile {
  build: string;
  file: string;
  /** gzip bytes */
  bytes: number;
}

export interface PageMeasure {
  page: string;
  composed: SizedFile[];
  monolith: SizedFile[];
}

/** How far below a ratchet a measure must fall before the ratchet has to come down with it. */
export const RATCHET_SLACK = { bytes: 2048, ratio: 0.02 };

const isCss = (file: SizedFile) => file.file.endsWith('.css');
const isJs = (file: SizedFile) => file.file.endsWith('.js');
const sum = (files: readonly SizedFile[]) => files.reduce((total, file) => total + file.bytes, 0);

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The largest files first, as `build/file size`, for a message (all of them unless `limit`). */
function listFiles(files: readonly SizedFile[], limit = files.length): string {
  const sorted = [...files].sort((a, b) => b.bytes - a.bytes);
  const shown = sorted
    .slice(0, limit)
    .map((file) => `${file.build}/${file.file} ${kb(file.bytes)}`);
  const rest = sorted.length - shown.length;
  return rest > 0 ? `${shown.join(', ')} and ${rest} more` : shown.join(', ');
}

export interface PageFigures {
  js: number;
  css: number;
  monolithJs: number;
  monolithCss: number;
  /** composed / monolith, JS and CSS together: both are what the page waits for. */
  ratio: number;
}

export function figuresOf(measure: PageMeasure): PageFigures {
  const js = sum(measure.composed.filter(isJs));
  const css = sum(measure.composed.filter(isCss));
  const monolithJs = sum(measure.monolith.filter(isJs));
  const monolithCss = sum(measure.monolith.filter(isCss));
  const ratio = (js + css) / (monolithJs + monolithCss);
  return { js, css, monolithJs, monolithCss, ratio: Math.round(ratio * 1000) / 1000 };
}

/** Every failure of one page against its budget, each a full sentence. */
export function checkPage(measure: PageMeasure, budget: PageBudget): string[] {
  const { page } = measure;
  const figures = figuresOf(measure);
  const failures: string[] = [];
  const composedJs = measure.composed.filter(isJs);
  const composedCss = measure.composed.filter(isCss);

  if (figures.js > budget.js) {
    failures.push(
      `${page}: critical JS ${kb(figures.js)} gzip (${figures.js} B) passes its budget ${kb(budget.js)}; files: ${listFiles(composedJs)}`,
    );
  }
  if (figures.css > budget.css) {
    failures.push(
      `${page}: critical CSS ${kb(figures.css)} gzip (${figures.css} B) passes its budget ${kb(budget.css)}; files: ${listFiles(composedCss)}`,
    );
  }
  if (figures.ratio > budget.ratio) {
    failures.push(
      `${page}: composed/monolith ${figures.ratio.toFixed(3)} passes its limit ${budget.ratio} (composed ${kb(figures.js + figures.css)}, monolith ${kb(figures.monolithJs + figures.monolithCss)}); composed files: ${listFiles(measure.composed)}; monolith files: ${listFiles(measure.monolith, 4)}`,
    );
  }

  // A ratchet only goes down: a page that got lighter takes its new figure as the budget.
  const lower = (what: string, shown: string) =>
    `${page}: ${what} is ${shown}, well under its ratchet; lower the budget in cli/src/budgets/budgets.ts to it`;
  if (budget.js > TARGETS.js && figures.js < budget.js - RATCHET_SLACK.bytes) {
    failures.push(lower('critical JS', `${figures.js} B`));
  }
  if (budget.css > 0 && figures.css < budget.css - RATCHET_SLACK.bytes) {
    failures.push(lower('critical CSS', `${figures.css} B`));
  }
  if (budget.ratio > TARGETS.ratio && figures.ratio < budget.ratio - RATCHET_SLACK.ratio) {
    failures.push(lower('composed/monolith', figures.ratio.toFixed(3)));
  }
  if ((budget.js > TARGETS.js || budget.ratio > TARGETS.ratio) && !budget.reason?.trim()) {
    failures.push(
      `${page}: a budget above the target (${kb(TARGETS.js)}, ${TARGETS.ratio}) needs its reason`,
    );
  }
  return failures;
}

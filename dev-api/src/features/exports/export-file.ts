import type { AdCard, ExportFormat } from '@adlens/shared-contracts';
import type { AdHistory } from './ad-history';

type ExportCell = string | number | boolean | readonly object[];

/**
 * One exported row: the facts of a search card, flat, then the ad's history (decision 0071): a
 * list in the JSON file, the same list as JSON text in a CSV cell.
 */
export type ExportRow = Record<(typeof EXPORT_COLUMNS)[number], ExportCell>;

/**
 * The file's columns, in order: the CSV header and the JSON keys. A stable layout: new columns
 * go at the end; none is renamed, moved or removed (decision 0071).
 */
export const EXPORT_COLUMNS = [
  'id',
  'platform',
  'platform_ad_id',
  'title',
  'text',
  'cta',
  'domain',
  'display_url',
  'owner_id',
  'owner_name',
  'media_type',
  'countries',
  'placements',
  'category',
  'first_seen',
  'last_seen',
  'days_running',
  'seen_count',
  'engagement_total',
  'engagement_rate',
  'popularity',
  'status',
  'state_history',
  'landing_versions',
] as const;

export function exportRow(ad: AdCard, history: AdHistory | undefined): ExportRow {
  return {
    id: ad.id,
    platform: ad.platform,
    platform_ad_id: ad.platform_ad_id,
    title: ad.title,
    text: ad.text,
    cta: ad.cta ?? '',
    domain: ad.domain,
    display_url: ad.display_url,
    owner_id: ad.owner.id,
    owner_name: ad.owner.name,
    media_type: ad.media_type,
    countries: ad.countries.join(' '),
    placements: ad.placements.join('; '),
    category: ad.category,
    first_seen: ad.first_seen,
    last_seen: ad.last_seen,
    days_running: ad.days_running,
    seen_count: ad.seen_count,
    engagement_total: ad.engagement_total,
    engagement_rate: ad.engagement_rate,
    popularity: ad.popularity,
    status: ad.is_active ? 'active' : 'inactive',
    state_history: history?.state_history ?? [],
    landing_versions: history?.landing_versions ?? [],
  };
}

/**
 * Characters that make a spreadsheet read a cell as a formula (or, tab and CR, let one slip past
 * a filter that checks the first character only). OWASP's CSV-injection rule.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell a spreadsheet will show as text: a leading apostrophe turns a would-be formula into
 * a literal (Excel, LibreOffice and Google Sheets hide the apostrophe). Numbers are written by us
 * and never start with one of these, so they stay numbers.
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled. */
function csvCell(value: ExportCell): string {
  const text =
    typeof value === 'string'
      ? neutraliseFormula(value)
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The CSV file: a UTF-8 byte order mark (without it Excel reads UTF-8 as a legacy code page and
 * garbles every non-ASCII name), a header line, then one CRLF-ended line per row.
 */
export function toCsv(rows: readonly ExportRow[]): string {
  const lines = [
    EXPORT_COLUMNS.join(','),
    ...rows.map((row) => EXPORT_COLUMNS.map((column) => csvCell(row[column])).join(',')),
  ];
  return `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`;
}

/**
 * The JSON file keeps every value exact (it is read by programs, which execute nothing): the
 * rows as an array of objects under `rows`, with how many the query matched.
 */
export function toJson(rows: readonly ExportRow[], matched: number): string {
  return `${JSON.stringify({ rows, matched }, null, 2)}\n`;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

export function exportBody(format: ExportFormat, rows: readonly ExportRow[], matched: number) {
  return format === 'csv' ? toCsv(rows) : toJson(rows, matched);
}

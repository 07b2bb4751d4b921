import { parseCsv } from '@adlens/shared-contracts/testing';
import { EXPORT_COLUMNS, type ExportRow, neutraliseFormula, toCsv, toJson } from './export-file';

function row(overrides: Partial<ExportRow>): ExportRow {
  const base = Object.fromEntries(EXPORT_COLUMNS.map((column) => [column, ''])) as ExportRow;
  return { ...base, id: 1, days_running: 3, ...overrides };
}

describe('spreadsheet formula injection', () => {
  it.each(['=1+1', '+49 30 1234', '-2', '@SUM(A1)', '\t=1', '\r=1'])(
    'puts an apostrophe before %j',
    (value) => {
      expect(neutraliseFormula(value)).toBe(`'${value}`);
    },
  );

  it.each(['Shop now', ' =not first', '1+1', '', "'quoted"])('leaves %j as it is', (value) => {
    expect(neutraliseFormula(value)).toBe(value);
  });

  it('neutralises text cells in the CSV and leaves numbers numbers', () => {
    const csv = toCsv([
      row({
        title: '=HYPERLINK("http://evil.example","click")',
        text: '@SUM(1,2)',
        days_running: 5,
      }),
    ]);
    const [, cells = []] = parseCsv(csv);
    const at = (column: (typeof EXPORT_COLUMNS)[number]) => cells[EXPORT_COLUMNS.indexOf(column)];
    expect(at('title')).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(at('text')).toBe("'@SUM(1,2)");
    expect(at('days_running')).toBe('5');
  });
});

describe('CSV shape', () => {
  it('writes a BOM, the header and one CRLF line per row, quoting what needs it', () => {
    const csv = toCsv([row({ title: 'A, "B"\nC' })]);
    expect(csv.startsWith('\uFEFFid,platform,platform_ad_id,title,')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv).toContain('"A, ""B""\nC"');
    const parsed = parseCsv(csv);
    expect(parsed).toHaveLength(2);
    expect(parsed[1]?.[EXPORT_COLUMNS.indexOf('title')]).toBe('A, "B"\nC');
  });

  it('writes a header alone for no rows', () => {
    expect(parseCsv(toCsv([]))).toEqual([[...EXPORT_COLUMNS]]);
  });
});

describe('JSON shape', () => {
  it('keeps values exact (programs execute nothing) with the matched count', () => {
    const parsed: unknown = JSON.parse(toJson([row({ title: '=1+1' })], 7));
    expect(parsed).toMatchObject({ matched: 7, rows: [{ id: 1, title: '=1+1' }] });
  });
});

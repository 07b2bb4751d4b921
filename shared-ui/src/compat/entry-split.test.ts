import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as main from '../index';
import * as datePicker from '../date-picker/index';
import * as overlays from '../overlays/index';

const SRC = path.resolve(__dirname, '..');

/** Every file and package the main entry reaches through static imports (type-only ones skipped). */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms,
    )) {
      const request = match[1] as string;
      if (!request.startsWith('.')) {
        packages.add(request);
        continue;
      }
      const base = path.resolve(path.dirname(file), request);
      const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
      const found = candidates.find((candidate) => {
        try {
          readFileSync(candidate);
          return true;
        } catch {
          return false;
        }
      });
      if (found) pending.push(found);
    }
  }
  return { files, packages };
}

describe('the kit entries (decision 0039)', () => {
  const graph = staticGraph(path.join(SRC, 'index.ts'));
  const relative = [...graph.files].map((file) => path.relative(SRC, file));

  it('keeps floating-ui, the dialogs, tooltips and the date picker out of the main entry', () => {
    expect([...graph.packages].filter((name) => name.startsWith('@floating-ui'))).toEqual([]);
    expect(
      relative.filter((file) =>
        /modal|image-preview\.tsx|tooltip\.tsx|calendar\.tsx|date-picker\.tsx/.test(file),
      ),
    ).toEqual([]);
  });

  it('still exports every name the main entry exported, for releases built before', () => {
    expect(Object.keys(main)).toEqual(
      expect.arrayContaining([
        'Modal',
        'ImagePreview',
        'IMAGE_PREVIEW_MAX_HEIGHT',
        'Tooltip',
        'TOOLTIP_CLOSE_DELAY_MS',
        'TOOLTIP_OPEN_DELAY_MS',
        'Calendar',
        'DatePicker',
        'calendarWeeks',
        'weekNumber',
        'WEEK_OPTIONS',
        'CALENDAR_ROWS',
        'DAYS_PER_WEEK',
        'formatDate',
        'Dropdown',
      ]),
    );
  });

  it('gives each component one home: the entries export the real components', () => {
    expect(Object.keys(overlays).sort()).toEqual(['ImagePreview', 'Modal', 'Tooltip']);
    expect(Object.keys(datePicker).sort()).toEqual(['Calendar', 'DatePicker']);
    expect(overlays.Modal).not.toBe(main.Modal);
  });
});

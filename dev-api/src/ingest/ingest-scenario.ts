import { z } from 'zod';
import { type FaultPlan, NO_FAULTS } from '../crawl/fault-plan';

/**
 * What a test names for one `pnpm ingest` run (issue 38): faults on chosen scopes in place of the
 * day's seeded ones, scopes whose newest live ad the world stops that day besides its own stops,
 * and how many days after today the run happens, since a stop needs silences on K different days
 * (decision 0061). Reaches a server only through the ingestion door, which a production build does
 * not open (decision 0042).
 */
export const NAMED_FAULTS = [
  'window-cap',
  'outage',
  'failed-page',
  'reshuffle',
  'duplicates',
] as const;
export type NamedFault = (typeof NAMED_FAULTS)[number];

const FAULT_PLANS: Record<NamedFault, Partial<FaultPlan>> = {
  // The source serves one page per query: the crawler pages back by date, query after query.
  'window-cap': { pageCap: 1 },
  outage: { outage: true },
  'failed-page': { failedPage: 0 },
  reshuffle: { reshuffle: true },
  duplicates: { duplicates: true },
};

/** `platform:owner_id`, as `scopeKey` writes a crawl scope. */
const scopeSchema = z.string().regex(/^[a-z]+:\d+$/, 'a scope is platform:owner_id, e.g. meta:12');

export const ingestScenarioSchema = z.object({
  days_ahead: z.number().int().min(0).max(365).default(0),
  faults: z
    .array(z.object({ scope: scopeSchema, fault: z.enum(NAMED_FAULTS) }))
    .max(50)
    .default([]),
  stop_newest: z.array(scopeSchema).max(50).default([]),
});
export type IngestScenario = z.infer<typeof ingestScenarioSchema>;

export const NO_SCENARIO: IngestScenario = { days_ahead: 0, faults: [], stop_newest: [] };

/** Each scope the scenario names, with its faults as one plan. */
export function namedFaultPlans(scenario: IngestScenario): Map<string, FaultPlan> {
  const plans = new Map<string, FaultPlan>();
  for (const { scope, fault } of scenario.faults)
    plans.set(scope, { ...(plans.get(scope) ?? NO_FAULTS), ...FAULT_PLANS[fault] });
  return plans;
}

/** The run's clock: `days_ahead` whole days after now. */
export function scenarioNow(scenario: IngestScenario, now: Date): Date {
  return new Date(now.getTime() + scenario.days_ahead * 86_400_000);
}

const USAGE =
  'usage: pnpm ingest [--preview] [--days-ahead N] [--fault platform:owner_id=FAULT]... [--stop-newest platform:owner_id]...';

/**
 * Reads `--days-ahead N`, `--fault meta:12=window-cap` and `--stop-newest meta:12` (each repeatable
 * but the first); an argument it does not know is an error, so a typo never runs a plain day instead.
 */
export function parseScenarioArgs(args: readonly string[]): {
  preview: boolean;
  scenario: IngestScenario;
} {
  let preview = false;
  const raw: { days_ahead?: number; faults: unknown[]; stop_newest: string[] } = {
    faults: [],
    stop_newest: [],
  };
  for (let index = 0; index < args.length; index++) {
    const flag = args[index];
    if (flag === '--preview') {
      preview = true;
      continue;
    }
    const value = args[index + 1];
    if (value === undefined || !['--days-ahead', '--fault', '--stop-newest'].includes(flag ?? ''))
      throw new Error(`pnpm ingest: cannot read "${flag}". ${USAGE}`);
    index++;
    if (flag === '--days-ahead') raw.days_ahead = Number(value);
    else if (flag === '--stop-newest') raw.stop_newest.push(value);
    else {
      const [scope, fault] = value.split('=');
      raw.faults.push({ scope, fault });
    }
  }
  const parsed = ingestScenarioSchema.safeParse(raw);
  if (!parsed.success)
    throw new Error(
      `pnpm ingest: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}. ${USAGE}`,
    );
  if (preview && !isPlainDay(parsed.data))
    throw new Error(`pnpm ingest: a preview shows the next plain day; it takes no scenario`);
  return { preview, scenario: parsed.data };
}

/** Every scope the scenario names, once. */
export function namedScopes(scenario: IngestScenario): string[] {
  return [...new Set([...scenario.faults.map((entry) => entry.scope), ...scenario.stop_newest])];
}

function isPlainDay(scenario: IngestScenario): boolean {
  return (
    scenario.days_ahead === 0 && scenario.faults.length === 0 && scenario.stop_newest.length === 0
  );
}

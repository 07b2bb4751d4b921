import { type ZodMiniObject, type ZodMiniType, pick, refine } from 'zod/mini';
import type { util } from 'zod/v4/core';

/*
 * Releases built before the contract moved to zod mini (decision 0043) get this contract from the
 * share scope and call two classic methods on it when their modules load: remote-search 0.1.0 and
 * 0.2.0 run `isoDateSchema.refine(...)` (filter-url.ts) and `saveFilterBodySchema.pick(...)`
 * (save-filter-form.tsx). Those two schemas keep those two methods, built on the functional forms.
 * The types do not show them: new code writes `schema.check(z.refine(...))` and `z.pick(...)`.
 */

export function keepClassicRefine<S extends ZodMiniType>(schema: S): S {
  return Object.assign(schema, {
    refine: (check: (value: unknown) => unknown, params?: Parameters<typeof refine>[1]) =>
      schema.check(refine(check, params)),
  });
}

export function keepClassicPick<S extends ZodMiniObject>(schema: S): S {
  return Object.assign(schema, {
    pick: (mask: util.Mask<string>) => pick(schema, mask as never),
  });
}

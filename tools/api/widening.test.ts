import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classify } from './api-report.mjs';
import { isAddition, sameSignature } from './widening.mjs';

const one = (kind: string, signature: string) => new Map([['RouteId', { kind, signature }]]);
const bumpFor = (kind: string, before: string, after: string) =>
  classify(one(kind, before), one(kind, after)).bump;

describe('a signature that only gained something is an addition (minor)', () => {
  it('a string literal joining a union, at either end or inside', () => {
    assert.equal(bumpFor('type', "'home' | 'search'", "'home' | 'search' | 'api'"), 'minor');
    assert.equal(bumpFor('type', "'home' | 'search'", "'api' | 'home' | 'search'"), 'minor');
    assert.equal(bumpFor('type', "'home' | 'search'", "'home' | 'api' | 'search'"), 'minor');
  });
  it('an optional property, also inside a nested object and a zod shape', () => {
    assert.ok(isAddition('{ id: number; }', '{ id: number; tags?: Array<string>; }', 'type'));
    assert.ok(
      isAddition(
        '{ ad: { id: number; }; }',
        '{ ad: { id: number; note?: { text: string; }; }; }',
        'type',
      ),
    );
    assert.ok(
      isAddition(
        'z.ZodMiniObject<{ id: z.ZodMiniNumber<number>; }, z.core.$strip>',
        'z.ZodMiniObject<{ id: z.ZodMiniNumber<number>; tags: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>; }, z.core.$strip>',
        'const',
      ),
    );
  });
  it("a member of a zod enum's record", () => {
    assert.ok(
      isAddition(
        "z.ZodMiniEnum<{ meta: 'meta'; x: 'x'; }>",
        "z.ZodMiniEnum<{ meta: 'meta'; tiktok: 'tiktok'; x: 'x'; }>",
        'const',
      ),
    );
  });
  it('a readonly literal entry of a const table, in a const or the printed typeof of one', () => {
    const before = "{ readonly home: '/'; }";
    const after = "{ readonly api: '/dashboard/api'; readonly home: '/'; }";
    assert.equal(bumpFor('const', before, after), 'minor');
    assert.equal(
      bumpFor('type', `{ id: number; } & ${before}`, `{ id: number; } & ${after}`),
      'minor',
    );
    const mixed = "{ id: number; readonly home: '/'; }";
    const mixedAfter = "{ id: number; readonly api: '/api'; readonly home: '/'; }";
    assert.equal(bumpFor('type', mixed, mixedAfter), 'major');
  });
  it("a literal appended to a const's list, not inserted before its end, and not in a type", () => {
    const before = "readonly ['new_ad', 'stopped']";
    assert.equal(
      bumpFor('const', before, "readonly ['new_ad', 'stopped', 'reactivated']"),
      'minor',
    );
    assert.equal(
      bumpFor('const', before, "readonly ['new_ad', 'reactivated', 'stopped']"),
      'major',
    );
    assert.equal(bumpFor('type', before, "readonly ['new_ad', 'stopped', 'reactivated']"), 'major');
  });
  it('members printed in another order are the same signature', () => {
    assert.ok(sameSignature('{ title: string; id: number; }', '{ id: number; title: string; }'));
    assert.equal(
      bumpFor('type', '{ title: string; id: number; }', '{ id: number; title: string; }'),
      'none',
    );
  });
});

describe('anything else stays a change (major)', () => {
  it('a union that lost or swapped a member', () => {
    assert.equal(bumpFor('type', "'home' | 'search'", "'home'"), 'major');
    assert.equal(bumpFor('type', "'home' | 'search'", "'home' | 'api'"), 'major');
  });
  it('a required property, in a type or in a zod shape', () => {
    assert.equal(bumpFor('type', '{ id: number; }', '{ id: number; title: string; }'), 'major');
    assert.equal(
      bumpFor(
        'const',
        'z.ZodMiniObject<{ id: z.ZodMiniNumber<number>; }, z.core.$strip>',
        'z.ZodMiniObject<{ id: z.ZodMiniNumber<number>; title: z.ZodMiniString<string>; }, z.core.$strip>',
      ),
      'major',
    );
  });
  it('a property that became optional, a new parameter, a changed kind', () => {
    assert.equal(bumpFor('type', '{ id: number; }', '{ id?: number; }'), 'major');
    assert.equal(
      bumpFor('const', '(a: string) => void', '(a: string, b?: string) => void'),
      'major',
    );
    assert.equal(classify(one('type', "'a'"), one('const', "'a' | 'b'")).bump, 'major');
  });
  it('an enum record member whose key and literal differ', () => {
    assert.ok(!isAddition("{ meta: 'meta'; }", "{ meta: 'meta'; x: 'y'; }", 'const'));
  });
});

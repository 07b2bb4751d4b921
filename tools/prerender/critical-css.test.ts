import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { criticalCss } from './critical-css';

describe('criticalCss', () => {
  it('keeps only the custom properties the kept rules use, through other properties too', () => {
    const css = criticalCss(
      [
        ':root { --a: 1px; --b: var(--c); --c: red; --unused: 2px; } [data-theme=dark] { --unused: 3px; }',
        '.auth-card { padding: var(--a); color: var(--b); } .gone { margin: var(--gone); }',
      ],
      '<main class="auth-card"></main>',
    );
    assert.deepEqual(css.split('\n'), [
      ':root{--a: 1px;--b: var(--c);--c: red;}',
      '.auth-card{padding: var(--a);color: var(--b);}',
    ]);
  });

  it('keeps the rules whose classes are all in the fragment, custom properties and @media', () => {
    const css = criticalCss(
      [
        ':root { --adl-space-1: 4px; }',
        '.auth-card { padding: var(--adl-space-1); } .auth-card .adl-tabs { color: red; } .other, .auth-card__title { margin: 0; }',
        '@media (max-width: 480px) { .auth-card { padding: 2px; } .gone { x: y; } }',
        '@keyframes spin { from { opacity: 0; } to { opacity: 1; } }',
      ],
      '<main class="auth-card"><h1 class="auth-card__title">x</h1></main>',
    );
    assert.deepEqual(css.split('\n'), [
      ':root{--adl-space-1: 4px;}',
      '.auth-card{padding: var(--adl-space-1);}',
      '.auth-card__title{margin: 0;}',
      '@media (max-width: 480px){.auth-card{padding: 2px;}}',
      '@keyframes spin{from{opacity: 0;}to{opacity: 1;}}',
    ]);
  });

  it('keeps element rules and the rules of a class inside the frame (descendant selectors)', () => {
    const css = criticalCss(
      ['body { margin: 0; } .layout-auth__brand a { color: black; } .app-header { color: red; }'],
      '<div class="layout-auth"><header class="layout-auth__brand"><a href="/">Adlens</a></header></div>',
    );
    assert.deepEqual(css.split('\n'), ['body{margin: 0;}', '.layout-auth__brand a{color: black;}']);
  });
});

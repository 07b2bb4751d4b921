import { readFileSync } from 'node:fs';
import { minifySync, transformSync } from '@swc/core';

/**
 * The page-head script of an app: one exported function of a TypeScript file, compiled on its own
 * and called with `window` as soon as the HTML parser reaches it, before any bundle has downloaded.
 * The function must use nothing from outside its body (it is inlined alone, without its module's
 * imports); the production-like server allows it by its hash (Content-Security-Policy).
 *
 * @param {string} file the TypeScript module
 * @param {string} exportName the function it exports
 * @returns {string} minified script text
 */
export function inlineScript(file, exportName) {
  const source = readFileSync(file, 'utf8');
  const { code } = transformSync(source, {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    isModule: true,
  });
  if (/^\s*import\s/m.test(code)) {
    throw new Error(`${file}: an inline script imports nothing (found an import)`);
  }
  if (!new RegExp(`export function ${exportName}\\(`).test(code)) {
    throw new Error(`${file} does not export function ${exportName}`);
  }
  const body = code.replace(/\bexport\s+(?=(function|const|let|class)\s)/g, '');
  const script = `(function () {\n${body}\n${exportName}(window);\n})();`;
  return minifySync(script, { compress: true, mangle: true }).code;
}

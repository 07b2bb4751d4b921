// The exported surface of a shared package's entries, printed with the TypeScript compiler API
// (decision 0052): every export with its kind and its declared type or signature, in full.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// typescript is CommonJS without a declared default export: required, not imported.
const ts = createRequire(import.meta.url)('typescript');

const FLAGS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.InTypeAlias |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.WriteArrayAsGenericType;

/** The package's public entries: subpath -> source file, from `exports` (TypeScript files only). */
export function entriesOf(packageDir) {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  return Object.entries(manifest.exports ?? {})
    .filter(([, target]) => typeof target === 'string' && /\.tsx?$/.test(target))
    .map(([subpath, target]) => ({
      specifier: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`,
      file: path.join(packageDir, target),
    }));
}

function programFor(packageDir, files) {
  const configFile = path.join(packageDir, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, packageDir);
  return ts.createProgram(files, { ...parsed.options, noEmit: true });
}

function kindOf(symbol) {
  const declaration = symbol.declarations?.[0];
  if (!declaration) return 'unknown';
  if (ts.isFunctionDeclaration(declaration)) return 'function';
  if (ts.isClassDeclaration(declaration)) return 'class';
  if (ts.isInterfaceDeclaration(declaration)) return 'interface';
  if (ts.isTypeAliasDeclaration(declaration)) return 'type';
  if (ts.isEnumDeclaration(declaration)) return 'enum';
  if (ts.isVariableDeclaration(declaration)) {
    return declaration.parent.flags & ts.NodeFlags.Const ? 'const' : 'let';
  }
  return ts.SyntaxKind[declaration.kind];
}

function typeParametersText(checker, declaration) {
  const parameters = declaration.typeParameters;
  if (!parameters || parameters.length === 0) return '';
  return `<${parameters
    .map((parameter) => {
      const constraint = parameter.constraint
        ? ` extends ${checker.typeToString(checker.getTypeFromTypeNode(parameter.constraint), undefined, FLAGS)}`
        : '';
      const fallback = parameter.default
        ? ` = ${checker.typeToString(checker.getTypeFromTypeNode(parameter.default), undefined, FLAGS)}`
        : '';
      return `${parameter.name.text}${constraint}${fallback}`;
    })
    .join(', ')}>`;
}

/** Members of an object type, one a line: what an interface or a class instance offers. */
function membersText(checker, type, location) {
  const lines = [];
  for (const signature of type.getConstructSignatures()) {
    lines.push(`  new ${checker.signatureToString(signature, location, FLAGS)};`);
  }
  for (const signature of type.getCallSignatures()) {
    lines.push(`  ${checker.signatureToString(signature, location, FLAGS)};`);
  }
  for (const info of checker.getIndexInfosOfType(type)) {
    lines.push(
      `  [key: ${checker.typeToString(info.keyType, location, FLAGS)}]: ${checker.typeToString(info.type, location, FLAGS)};`,
    );
  }
  for (const property of checker.getPropertiesOfType(type)) {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    const readonly = property.declarations?.some(
      (declaration) => ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly,
    )
      ? 'readonly '
      : '';
    const propertyType = checker.getTypeOfSymbolAtLocation(property, location);
    lines.push(
      `  ${readonly}${property.name}${optional}: ${checker.typeToString(propertyType, location, FLAGS)};`,
    );
  }
  return `{\n${lines.join('\n')}\n}`;
}

/** The declared type or signature of one export, printed fully. */
function signatureOf(checker, symbol, kind, declaration) {
  if (kind === 'interface') {
    const heritage = (declaration.heritageClauses ?? [])
      .map((clause) => clause.getText())
      .join(' ');
    return `interface${typeParametersText(checker, declaration)}${heritage ? ` ${heritage}` : ''} ${membersText(
      checker,
      checker.getDeclaredTypeOfSymbol(symbol),
      declaration,
    )}`;
  }
  if (kind === 'type') {
    const type = checker.getTypeFromTypeNode(declaration.type);
    return `type${typeParametersText(checker, declaration)} = ${checker.typeToString(type, declaration, FLAGS)}`;
  }
  if (kind === 'class') {
    const staticType = checker.getTypeOfSymbolAtLocation(symbol, declaration);
    return `class${typeParametersText(checker, declaration)} ${membersText(
      checker,
      checker.getDeclaredTypeOfSymbol(symbol),
      declaration,
    )} constructor ${checker
      .getSignaturesOfType(staticType, ts.SignatureKind.Construct)
      .map((signature) => checker.signatureToString(signature, declaration, FLAGS))
      .join(' | ')}`;
  }
  if (kind === 'enum') {
    return `enum { ${declaration.members.map((member) => member.getText()).join(', ')} }`;
  }
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  const signatures = type.getCallSignatures();
  if (kind === 'function' && signatures.length > 0) {
    return signatures
      .map((signature) => `function${checker.signatureToString(signature, declaration, FLAGS)}`)
      .join('\n');
  }
  return checker.typeToString(type, declaration, FLAGS);
}

/** Absolute module paths in printed types, made stable: relative to the package or to node_modules. */
function stablePaths(text, packageDir) {
  return text.replace(/import\("([^"]+)"\)/g, (_match, file) => {
    const modules = file.lastIndexOf('node_modules/');
    if (modules >= 0)
      return `import("${file.slice(modules + 'node_modules/'.length).replace(/^\.pnpm\/[^/]+\/node_modules\//, '')}")`;
    return `import("${path.relative(packageDir, file)}")`;
  });
}

/**
 * Named types of the package's own source that a signature reaches without the entry exporting
 * them (a service interface inside HostServices, an options type): a change to one is a change
 * of the surface too, so the report prints them under the names that reach them.
 */
function reachableTypes(checker, roots, exportedSymbols, packageDir) {
  const source = path.join(packageDir, 'src') + path.sep;
  const found = new Map();
  const seen = new Set();
  const visit = (type) => {
    if (!type || seen.has(type)) return;
    seen.add(type);
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const declaration = symbol?.declarations?.[0];
    const inPackage = Boolean(declaration?.getSourceFile().fileName.startsWith(source));
    const own =
      inPackage &&
      (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)) &&
      !exportedSymbols.has(symbol);
    if (own && !found.has(symbol)) found.set(symbol, declaration);
    for (const argument of type.aliasTypeArguments ?? []) visit(argument);
    if (type.isUnionOrIntersection()) type.types.forEach(visit);
    if (type.flags & ts.TypeFlags.Object) {
      for (const argument of checker.getTypeArguments?.(type) ?? []) visit(argument);
      for (const signature of [...type.getCallSignatures(), ...type.getConstructSignatures()]) {
        signature
          .getParameters()
          .forEach((parameter) =>
            visit(
              checker.getTypeOfSymbolAtLocation(
                parameter,
                parameter.valueDeclaration ?? declaration,
              ),
            ),
          );
        visit(signature.getReturnType());
      }
      // Object literal and interface members; a class or library type (zod, React) is not opened.
      if (
        inPackage ||
        (symbol && symbol.flags & (ts.SymbolFlags.TypeLiteral | ts.SymbolFlags.ObjectLiteral))
      ) {
        for (const property of checker.getPropertiesOfType(type)) {
          if (property.valueDeclaration || property.declarations?.[0]) {
            visit(
              checker.getTypeOfSymbolAtLocation(
                property,
                property.valueDeclaration ?? property.declarations[0],
              ),
            );
          }
        }
      }
    }
  };
  roots.forEach(visit);
  return found;
}

/**
 * The surface of each entry of the package: Map specifier -> Map name -> { kind, signature }.
 * Names come out sorted, so the text does not depend on the order of the entry's export lists.
 */
export function surfacesOf(packageFolder) {
  const packageDir = path.resolve(packageFolder);
  const entries = entriesOf(packageDir);
  const program = programFor(
    packageDir,
    entries.map((entry) => entry.file),
  );
  const checker = program.getTypeChecker();
  const surfaces = new Map();
  for (const { specifier, file } of entries) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    const surface = new Map();
    const exports = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
    const resolved = exports.map((exported) =>
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported,
    );
    const roots = [];
    for (const [index, exported] of exports.entries()) {
      const symbol = resolved[index];
      // A name that is both a value and a type (`const x` + `type x`) lists both.
      const declarations = symbol.declarations ?? [];
      const firstOfKind = new Map();
      for (const declaration of declarations) {
        const kind = kindOf({ declarations: [declaration] });
        if (!firstOfKind.has(kind)) firstOfKind.set(kind, declaration);
      }
      const parts = [...firstOfKind].map(([kind, declaration]) => ({
        kind,
        signature: signatureOf(checker, symbol, kind, declaration),
      }));
      surface.set(exported.name, {
        kind: parts.map((part) => part.kind).join(' + '),
        signature: stablePaths(parts.map((part) => part.signature).join('\n'), packageDir),
      });
      for (const [kind, declaration] of firstOfKind) {
        roots.push(
          kind === 'interface' || kind === 'type' || kind === 'class'
            ? checker.getDeclaredTypeOfSymbol(symbol)
            : checker.getTypeOfSymbolAtLocation(symbol, declaration),
        );
      }
    }
    const reachable = reachableTypes(checker, roots, new Set(resolved), packageDir);
    for (const [symbol, declaration] of reachable) {
      const kind = kindOf({ declarations: [declaration] });
      const file = path.relative(packageDir, declaration.getSourceFile().fileName);
      surface.set(`(reached) ${symbol.name} in ${file}`, {
        kind,
        signature: stablePaths(signatureOf(checker, symbol, kind, declaration), packageDir),
      });
    }
    surfaces.set(specifier, new Map([...surface].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
  }
  return surfaces;
}

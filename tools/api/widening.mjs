// Which signature changes are additions (decision 0069): code built against the old surface
// still compiles and runs against the new one, so they need a minor bump, not a major.
//
// Signatures are the compiler's printed types (surface.mjs). The rules read tokens, not types,
// and answer "addition" only when the new signature is the old one with nothing but these
// inserted; anything they do not recognise stays a change (major), the safe side:
//   - a string literal joining a union            'a' | 'b'  ->  'a' | 'b' | 'c'
//   - an optional property                        { a: A; }  ->  { a: A; b?: B; }
//   - an optional property of a zod shape         b: z.ZodMiniOptional<...>;
//   - a member of a zod enum's record             { a: 'a'; }  ->  { a: 'a'; c: 'c'; }
//   - a literal appended to a const's list        readonly ['a', 'b']  ->  readonly ['a', 'b', 'c']
//   - a readonly literal entry of a const table   { readonly home: '/'; readonly api: '/api'; }
//     (in a const, or in an object of such entries only: the printed `typeof` of a const table)
// Members of an object type are compared in name order: the compiler prints them in the order
// it met them, which changes with the program, not with the API.

// `readonly name` is one token: a member is then told apart by its name from the first token.
const TOKEN = /'(?:[^'\\]|\\.)*'|(?:readonly\s+)?[A-Za-z_$][\w$]*|\d+(?:\.\d+)?|=>|\.\.\.|\S/g;
const OPEN = new Set(['(', '[', '{', '<']);
const CLOSE = new Set([')', ']', '}', '>']);
const isIdentifier = (token) => /^[A-Za-z_$][\w$]*$/.test(token ?? '');
const isStringLiteral = (token) => /^'.*'$/s.test(token ?? '');

export function tokensOf(signature) {
  return signature.match(TOKEN) ?? [];
}

/** Index after the group that opens at `start` (a bracket token), or -1 when it never closes. */
function endOfGroup(tokens, start) {
  let depth = 0;
  for (let index = start; index < tokens.length; index += 1) {
    if (OPEN.has(tokens[index])) depth += 1;
    else if (CLOSE.has(tokens[index])) {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}

/** Index after the `;` that ends the member starting at `start` (depth 0), or -1. */
function endOfMember(tokens, start) {
  for (let index = start; index < tokens.length; index += 1) {
    if (tokens[index] === ';') return index + 1;
    if (CLOSE.has(tokens[index])) return -1;
    if (OPEN.has(tokens[index])) {
      const after = endOfGroup(tokens, index);
      if (after < 0) return -1;
      index = after - 1;
    }
  }
  return -1;
}

/** The signature's tokens with the members of every `{ ... }` sorted by their text. */
export function normalizedTokens(signature) {
  const tokens = tokensOf(signature);
  const sortBraces = (start, end) => {
    const out = [];
    let index = start;
    while (index < end) {
      const token = tokens[index];
      if (token !== '{') {
        out.push(token);
        index += 1;
        continue;
      }
      const close = endOfGroup(tokens, index);
      if (close < 0 || close > end) {
        out.push(...tokens.slice(index, end));
        break;
      }
      const members = [];
      let member = index + 1;
      let unsplittable = false;
      while (member < close - 1) {
        const after = endOfMember(tokens, member);
        if (after < 0 || after > close - 1) {
          unsplittable = true;
          break;
        }
        members.push(sortBraces(member, after));
        member = after;
      }
      if (unsplittable) out.push('{', ...sortBraces(index + 1, close - 1), '}');
      else {
        members.sort((a, b) =>
          a.join(' ') < b.join(' ') ? -1 : a.join(' ') > b.join(' ') ? 1 : 0,
        );
        out.push('{', ...members.flat(), '}');
      }
      index = close;
    }
    return out;
  };
  return sortBraces(0, tokens.length);
}

/** `readonly name: 'literal';` at `start`: its end, or -1. */
function readonlyLiteralMemberEnd(tokens, start) {
  const [name, colon, literal, semicolon] = tokens.slice(start, start + 4);
  const fits =
    name?.startsWith('readonly ') && colon === ':' && isStringLiteral(literal) && semicolon === ';';
  return fits ? start + 4 : -1;
}

/**
 * True when the object around `start` holds only `readonly name: 'literal'` members: the printed
 * `typeof` of a const table (ROUTE_PATHS), which no consumer builds a value of.
 */
function insideConstTable(tokens, start) {
  let depth = 0;
  let open = -1;
  for (let index = start - 1; index >= 0 && open < 0; index -= 1) {
    if (CLOSE.has(tokens[index])) depth += 1;
    else if (OPEN.has(tokens[index])) {
      if (depth === 0) open = tokens[index] === '{' ? index : -2;
      else depth -= 1;
    }
  }
  if (open < 0) return false;
  const close = endOfGroup(tokens, open) - 1;
  for (let member = open + 1; member < close;) {
    member = readonlyLiteralMemberEnd(tokens, member);
    if (member < 0) return false;
  }
  return close > open + 1;
}

/** Length of one recognised insertion at `start` of `tokens`, or 0. */
function insertionAt(tokens, start, kind) {
  const [first, second] = tokens.slice(start, start + 2);
  // A literal joining a union, with its bar on either side.
  if (isStringLiteral(first) && second === '|') return 2;
  if (first === '|' && isStringLiteral(second)) return 2;
  // A literal appended to a const's readonly list (a list of kinds gaining one); only at the end,
  // where no existing index moves.
  if (kind === 'const' && first === ',' && isStringLiteral(second) && tokens[start + 2] === ']')
    return 2;
  // Members: the insertion is the whole member up to its `;`.
  const member = endOfMember(tokens, start);
  if (member < 0) return 0;
  const text = tokens.slice(start, member);
  const readonly = text[0]?.startsWith('readonly ') ?? false;
  const named = readonly ? [text[0].slice('readonly '.length).trim(), ...text.slice(1)] : text;
  if (!isIdentifier(named[0])) return 0;
  if (named[1] === '?' && named[2] === ':') return member - start;
  if (named[1] === ':' && named[2] === 'z' && named[3] === '.' && named[4] === 'ZodMiniOptional')
    return member - start;
  const literalMember = named[1] === ':' && isStringLiteral(named[2]) && named.length === 4;
  if (literalMember && !readonly && named[2] === `'${named[0]}'`) return member - start;
  if (literalMember && readonly && (kind === 'const' || insideConstTable(tokens, start)))
    return member - start;
  return 0;
}

/**
 * True when `after` is `before` with only recognised additions inserted (see the top of this file).
 * Walks both token lists; at the first token that differs it must find an insertion in `after`.
 */
export function isAddition(before, after, kind) {
  const old = normalizedTokens(before);
  const now = normalizedTokens(after);
  let i = 0;
  let j = 0;
  while (i < old.length || j < now.length) {
    if (i < old.length && j < now.length && old[i] === now[j]) {
      i += 1;
      j += 1;
      continue;
    }
    if (j >= now.length) return false;
    const inserted = insertionAt(now, j, kind);
    if (inserted === 0) return false;
    j += inserted;
  }
  return true;
}

/** Same API once members are put in name order. */
export function sameSignature(before, after) {
  return normalizedTokens(before).join(' ') === normalizedTokens(after).join(' ');
}

// The small formula language of computed template cells: parser to an AST and a Decimal evaluator.
//
// Syntax: numbers (12.5), strings ("fixed"), + - * / with the usual precedence, unary minus, comparisons
// (= <> < > <= >=) and parentheses. References: [col] a column of the same row, [row:col] a cell of
// another row, [@group] every leaf column of a year group in the same row (a range), [*:col] a column
// over every leaf row (a range). $name reads a context number ($B, $O). Functions: SUM(x, …) adds numbers
// and ranges (array variables too), IF(cond, a, b), MAX, MIN, ABS, SUMPRODUCT(range, $array), AT($array) (the item of a by-year
// variable for the year column being computed: AT($planted) is that year's 当年造林面积) and NULL. Empty
// cells count as 0; a division by zero gives NULL (shown blank).
//
// Year by year: in a cell of a year group, a bare [@group] (not an argument of SUM, SUMPRODUCT, MAX, MIN or ABS)
// is that group's cell of the same year, and a bare by-year $array is its item for that year, so a year group
// `[@qty] * [@price] / 10000` gives 数量 × 单价 of each year. Elsewhere a bare [@group] is the group's sum.
import { Decimal } from '../money/decimal';

export type Ast =
  | { t: 'num'; v: string }
  | { t: 'str'; v: string }
  | { t: 'null' }
  | { t: 'ref'; row: string | null; col: string }
  | { t: 'range'; kind: 'group' | 'column'; key: string }
  | { t: 'var'; name: string }
  | { t: 'neg'; e: Ast }
  | { t: 'bin'; op: string; l: Ast; r: Ast }
  | { t: 'call'; fn: string; args: Ast[] };

export type FormulaValue = Decimal | string | null;

export class FormulaError extends Error {}

/** The functions of the language (the schema checker names them when a formula calls another). */
export const FUNCTIONS = new Set(['SUM', 'IF', 'ABS', 'MAX', 'MIN', 'SUMPRODUCT', 'AT']);
/** Functions whose range arguments spread into their items (everything else reads a range year by year). */
export const AGGREGATES = new Set(['SUM', 'ABS', 'MAX', 'MIN', 'SUMPRODUCT']);

type Tok = { k: 'num' | 'str' | 'ref' | 'var' | 'id' | 'op'; v: string };

function tokenize(src: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i] as string;
    if (/\s/.test(c)) {
      i++;
    } else if (/[0-9.]/.test(c)) {
      const m = /^[0-9]*\.?[0-9]+|^[0-9]+/.exec(src.slice(i));
      if (!m) throw new FormulaError(`bad number at ${i}`);
      out.push({ k: 'num', v: m[0] });
      i += m[0].length;
    } else if (c === '"') {
      const end = src.indexOf('"', i + 1);
      if (end < 0) throw new FormulaError('unterminated string');
      out.push({ k: 'str', v: src.slice(i + 1, end) });
      i = end + 1;
    } else if (c === '[') {
      const end = src.indexOf(']', i);
      if (end < 0) throw new FormulaError('unterminated reference');
      out.push({ k: 'ref', v: src.slice(i + 1, end).trim() });
      i = end + 1;
    } else if (c === '$') {
      const m = /^\$([A-Za-z_][A-Za-z0-9_]*)/.exec(src.slice(i));
      if (!m) throw new FormulaError(`bad variable at ${i}`);
      out.push({ k: 'var', v: m[1] as string });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i)) as RegExpExecArray;
      out.push({ k: 'id', v: m[0] });
      i += m[0].length;
    } else {
      const two = src.slice(i, i + 2);
      if (two === '<>' || two === '<=' || two === '>=') {
        out.push({ k: 'op', v: two });
        i += 2;
      } else if ('+-*/(),=<>'.includes(c)) {
        out.push({ k: 'op', v: c });
        i++;
      } else throw new FormulaError(`unexpected '${c}' at ${i}`);
    }
  }
  return out;
}

const parsedMemo = new Map<string, Ast>();

/**
 * The formula's syntax tree, parsed once per text: a template repeats a column's formula on every row and year
 * (ASTs are never changed after parsing; the memory is emptied should a process ever meet very many texts).
 */
export function parseFormula(src: string): Ast {
  let ast = parsedMemo.get(src);
  if (ast) return ast;
  ast = parseFresh(src);
  if (parsedMemo.size >= 10000) parsedMemo.clear();
  parsedMemo.set(src, ast);
  return ast;
}

/** Parses a formula; throws FormulaError with a reason on bad syntax. */
function parseFresh(src: string): Ast {
  const toks = tokenize(src);
  let p = 0;
  const peek = () => toks[p];
  const isOp = (v: string) => peek()?.k === 'op' && peek()?.v === v;
  const expect = (v: string) => {
    if (!isOp(v)) throw new FormulaError(`expected '${v}' in ${src}`);
    p++;
  };
  const cmp = (): Ast => {
    const l = add();
    const t = peek();
    if (t?.k === 'op' && ['=', '<>', '<', '>', '<=', '>='].includes(t.v)) {
      p++;
      return { t: 'bin', op: t.v, l, r: add() };
    }
    return l;
  };
  const add = (): Ast => {
    let l = mul();
    while (isOp('+') || isOp('-')) {
      const op = (toks[p++] as Tok).v;
      l = { t: 'bin', op, l, r: mul() };
    }
    return l;
  };
  const mul = (): Ast => {
    let l = unary();
    while (isOp('*') || isOp('/')) {
      const op = (toks[p++] as Tok).v;
      l = { t: 'bin', op, l, r: unary() };
    }
    return l;
  };
  const unary = (): Ast => {
    if (isOp('-')) {
      p++;
      return { t: 'neg', e: unary() };
    }
    return primary();
  };
  const primary = (): Ast => {
    const t = toks[p++];
    if (!t) throw new FormulaError(`unexpected end of ${src}`);
    if (t.k === 'num') return { t: 'num', v: t.v };
    if (t.k === 'str') return { t: 'str', v: t.v };
    if (t.k === 'var') return { t: 'var', name: t.v };
    if (t.k === 'ref') return parseRef(t.v);
    if (t.k === 'id') {
      if (t.v === 'NULL') return { t: 'null' };
      if (!FUNCTIONS.has(t.v)) throw new FormulaError(`unknown function ${t.v}`);
      expect('(');
      const args: Ast[] = [];
      if (!isOp(')')) {
        args.push(cmp());
        while (isOp(',')) {
          p++;
          args.push(cmp());
        }
      }
      expect(')');
      if (t.v === 'IF' && args.length !== 3) throw new FormulaError('IF needs 3 arguments');
      return { t: 'call', fn: t.v, args };
    }
    if (t.v === '(') {
      const e = cmp();
      expect(')');
      return e;
    }
    throw new FormulaError(`unexpected '${t.v}' in ${src}`);
  };
  const ast = cmp();
  if (p !== toks.length) throw new FormulaError(`trailing input in ${src}`);
  return ast;
}

function parseRef(v: string): Ast {
  if (v.startsWith('@')) return { t: 'range', kind: 'group', key: v.slice(1) };
  const parts = v.split(':');
  if (parts.length === 1) return { t: 'ref', row: null, col: v };
  if (parts.length !== 2 || !parts[0] || !parts[1]) throw new FormulaError(`bad reference [${v}]`);
  if (parts[0] === '*') return { t: 'range', kind: 'column', key: parts[1] };
  return { t: 'ref', row: parts[0], col: parts[1] };
}

/** Everything an evaluation reads: single cells, ranges and context variables. */
export interface FormulaEnv {
  ref(row: string | null, col: string): FormulaValue;
  range(kind: 'group' | 'column', key: string): FormulaValue[];
  /** A context number, or an array (SUMPRODUCT operand, e.g. $planted = 当年造林面积 by construction year). */
  variable(name: string): FormulaValue | FormulaValue[];
  /** Position (0-based) of the evaluated cell in its year group; undefined outside year columns. */
  yearIndex?: number;
  /** In a year column: the same year's cell of another year group (year-by-year arithmetic). */
  sameYear?(group: string): FormulaValue;
}

const toNum = (v: FormulaValue): Decimal => {
  if (v === null || v === '') return new Decimal(0);
  if (typeof v === 'string') {
    try {
      return new Decimal(v);
    } catch {
      return new Decimal(0);
    }
  }
  return v;
};

function compare(op: string, a: FormulaValue, b: FormulaValue): boolean {
  if (typeof a === 'string' || typeof b === 'string') {
    const sa = a === null ? '' : a.toString();
    const sb = b === null ? '' : b.toString();
    if (op === '=') return sa === sb;
    if (op === '<>') return sa !== sb;
  }
  const c = toNum(a).cmp(toNum(b));
  switch (op) {
    case '=':
      return c === 0;
    case '<>':
      return c !== 0;
    case '<':
      return c < 0;
    case '>':
      return c > 0;
    case '<=':
      return c <= 0;
    default:
      return c >= 0;
  }
}

const truthy = (v: FormulaValue) =>
  v instanceof Decimal ? !v.isZero() : v !== null && v !== '' && v !== 'false';

/** Evaluates an AST on Decimal (precision 34, half-up); no intermediate rounding. */
export function evaluate(ast: Ast, env: FormulaEnv): FormulaValue {
  switch (ast.t) {
    case 'num':
      return new Decimal(ast.v);
    case 'str':
      return ast.v;
    case 'null':
      return null;
    case 'ref':
      return env.ref(ast.row, ast.col);
    case 'range':
      if (ast.kind === 'group' && env.sameYear) return env.sameYear(ast.key);
      return env.range(ast.kind, ast.key).reduce<Decimal>((s, v) => s.plus(toNum(v)), new Decimal(0));
    case 'var': {
      const v = env.variable(ast.name);
      if (!Array.isArray(v)) return v;
      if (env.yearIndex !== undefined) return v[env.yearIndex] ?? null;
      throw new FormulaError(`$${ast.name} is an array: use it in SUMPRODUCT`);
    }
    case 'neg': {
      const v = evaluate(ast.e, env);
      return v === null ? null : toNum(v).neg();
    }
    case 'bin': {
      const l = evaluate(ast.l, env);
      const r = evaluate(ast.r, env);
      if (['=', '<>', '<', '>', '<=', '>='].includes(ast.op))
        return compare(ast.op, l, r) ? new Decimal(1) : new Decimal(0);
      const a = toNum(l);
      const b = toNum(r);
      if (ast.op === '+') return a.plus(b);
      if (ast.op === '-') return a.minus(b);
      if (ast.op === '*') return a.times(b);
      return b.isZero() ? null : a.div(b);
    }
    case 'call': {
      if (ast.fn === 'IF') {
        const [c, a, b] = ast.args as [Ast, Ast, Ast];
        return truthy(evaluate(c, env)) ? evaluate(a, env) : evaluate(b, env);
      }
      if (ast.fn === 'AT') {
        const [a] = ast.args;
        if (!a || a.t !== 'var') throw new FormulaError('AT needs an array variable: AT($planted)');
        if (env.yearIndex === undefined) return null;
        const v = env.variable(a.name);
        return Array.isArray(v) ? (v[env.yearIndex] ?? null) : v;
      }
      if (ast.fn === 'SUMPRODUCT') {
        const [a, b] = ast.args.map((x) => operand(x, env));
        let s = new Decimal(0);
        (a ?? []).forEach((v, i) => (s = s.plus(toNum(v).times(toNum((b ?? [])[i] ?? null)))));
        return s;
      }
      // Ranges and array variables spread into their items (SUM($opReplant) adds a by-year variable).
      const nums = ast.args
        .flatMap((a) => (a.t === 'range' || a.t === 'var' ? operand(a, env) : [evaluate(a, env)]))
        .map(toNum);
      if (ast.fn === 'SUM') return nums.reduce((s, v) => s.plus(v), new Decimal(0));
      if (ast.fn === 'ABS') return (nums[0] ?? new Decimal(0)).abs();
      if (nums.length === 0) return null;
      return ast.fn === 'MAX' ? Decimal.max(...nums) : Decimal.min(...nums);
    }
  }
}

/** An array operand of SUMPRODUCT: a range or an array variable. */
function operand(a: Ast, env: FormulaEnv): FormulaValue[] {
  if (a.t === 'range') return env.range(a.kind, a.key);
  if (a.t === 'var') {
    const v = env.variable(a.name);
    return Array.isArray(v) ? v : [v];
  }
  return [evaluate(a, env)];
}

/** The references an AST reads (for dependency graphs and cycle detection). */
export function collectRefs(ast: Ast, out: Ast[] = []): Ast[] {
  switch (ast.t) {
    case 'ref':
    case 'range':
    case 'var':
      out.push(ast);
      break;
    case 'neg':
      collectRefs(ast.e, out);
      break;
    case 'bin':
      collectRefs(ast.l, out);
      collectRefs(ast.r, out);
      break;
    case 'call':
      ast.args.forEach((a) => collectRefs(a, out));
      break;
    default:
      break;
  }
  return out;
}

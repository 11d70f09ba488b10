// The bind paths a template may name, derived from the engine's own input schema (engine/schema.ts): every
// member of ModelInput a form row, a select or a row binding can write, with its type. The schema checker tests
// bindings against it and `npm run bind-paths` prints it for README's "How to add a template".
import type { z } from 'zod';
import { ModelInputSchema } from '../engine/schema';
import type { SubProjectType } from './schema-types';

/** The members under one base object: leaf paths (with their type) and the paths of lists of objects. */
export interface PathSet {
  /** `meta.icPct`, `financing.loans[].repayment.years` → a short type description. */
  leaves: Map<string, string>;
  /** Paths of arrays of objects (`subsidies`, `financing.loans`): what a rows binding names. */
  lists: Set<string>;
}

export interface InputPaths {
  /** Members of the document (project-level tables and selects), without `subProjects`. */
  project: PathSet;
  /** Members of a sub-project of each type (sub-project tables bind relative to their sub-project). */
  subProject: Record<SubProjectType, PathSet>;
}

type Def = { type: string; [k: string]: unknown };
const defOf = (s: z.ZodType): Def => (s as unknown as { def: Def }).def;

const DECIMAL_PATTERN = /\[0-9\]/;

function leafType(s: z.ZodType): string | null {
  const d = defOf(s);
  switch (d.type) {
    case 'optional':
      return leafType(d.innerType as z.ZodType);
    case 'nullable': {
      const t = leafType(d.innerType as z.ZodType);
      return t === null ? null : `${t} or null`;
    }
    case 'custom':
      // the engine's decimal primitives are custom checks: ask them what they accept
      return s.safeParse('1').success ? 'decimal' : s.safeParse(['1']).success ? 'decimal[]' : 'custom';
    case 'string': {
      const pattern = (d.checks as { _zod: { def: { pattern?: RegExp } } }[] | undefined)?.[0]?._zod.def
        .pattern;
      return pattern && DECIMAL_PATTERN.test(pattern.source) && pattern.source.includes('\\.')
        ? 'decimal'
        : 'string';
    }
    case 'number':
      return 'integer';
    case 'boolean':
      return 'boolean';
    case 'enum':
      return Object.values(d.entries as Record<string, string>).join(' | ');
    case 'literal':
      return (d.values as unknown[]).map((v) => JSON.stringify(v)).join(' | ');
    default:
      return null;
  }
}

function walk(s: z.ZodType, prefix: string, out: PathSet, suffix = ''): void {
  const d = defOf(s);
  if (d.type === 'optional' || d.type === 'nullable') {
    walk(d.innerType as z.ZodType, prefix, out, d.type === 'nullable' ? ' or null' : suffix);
    return;
  }
  if (d.type === 'object') {
    // an object member may be bound whole (rawSource: null)
    if (prefix && !prefix.endsWith('[]')) out.leaves.set(prefix, `object${suffix}`);
    for (const [k, v] of Object.entries(d.shape as Record<string, z.ZodType>))
      walk(v, prefix ? `${prefix}.${k}` : k, out);
    return;
  }
  if (d.type === 'union') {
    for (const o of d.options as z.ZodType[]) walk(o, prefix, out, suffix);
    return;
  }
  if (d.type === 'array') {
    const el = d.element as z.ZodType;
    const t = leafType(el);
    if (t !== null) {
      out.leaves.set(prefix, `${t}[]`);
      return;
    }
    out.lists.add(prefix);
    walk(el, `${prefix}[]`, out);
    return;
  }
  const t = leafType(s) ?? d.type;
  const before = out.leaves.get(prefix);
  out.leaves.set(prefix, before && before !== t + suffix ? `${before} | ${t}${suffix}` : t + suffix);
}

const emptySet = (): PathSet => ({ leaves: new Map(), lists: new Set() });

let memo: InputPaths | null = null;

/** Every bindable member of ModelInput, read from the engine's schema once. */
export function inputPaths(): InputPaths {
  if (memo) return memo;
  const shape = defOf(ModelInputSchema).shape as Record<string, z.ZodType>;
  const project = emptySet();
  for (const [k, v] of Object.entries(shape)) if (k !== 'subProjects') walk(v, k, project);
  const sub = defOf(defOf(shape.subProjects as z.ZodType).element as z.ZodType);
  const subProject = {} as Record<SubProjectType, PathSet>;
  for (const option of sub.options as z.ZodType[]) {
    const members = defOf(option).shape as Record<string, z.ZodType>;
    const type = (defOf(members.type as z.ZodType).values as SubProjectType[])[0] as SubProjectType;
    const set = emptySet();
    for (const [k, v] of Object.entries(members)) walk(v, k, set);
    subProject[type] = set;
  }
  memo = { project, subProject };
  return memo;
}

/** A list's member path: `subsidies` + `values` → `subsidies[].values`. */
export const itemPath = (list: string, member: string): string => `${list}[].${member}`;

const TYPE_NAMES: Record<SubProjectType, string> = { 0: '种植', 1: '苗圃', 2: '厂房', 3: '支撑体系建设' };

function table(set: PathSet): string[] {
  const lines = ['| path | type |', '| --- | --- |'];
  const rows = [...set.leaves, ...[...set.lists].map((l): [string, string] => [l, 'list (a rows binding)'])];
  for (const [path, type] of rows.sort(([a], [b]) => a.localeCompare(b)))
    lines.push(`| \`${path}\` | ${type.replaceAll('|', '\\|')} |`);
  return lines;
}

/** The bind-path list as Markdown (docs/bind-paths.md; a test keeps the file current). */
export function bindPathsMarkdown(): string {
  const p = inputPaths();
  const out = [
    '# Bind paths',
    '',
    'Generated from the engine input schema (`src/core/engine/schema*.ts`) by `npm run bind-paths`; do not edit.',
    'A project-level table binds to the document members, a sub-project table to the members of its',
    'sub-project. `x[]` is a list: a rows binding names the list (`path: "subsidies"`) and its fields name the',
    'members after `[].` (`values`).',
    '',
    '## Project level',
    '',
    ...table(p.project),
  ];
  for (const t of [0, 1, 2, 3] as const)
    out.push('', `## Sub-project type ${t} (${TYPE_NAMES[t]})`, '', ...table(p.subProject[t]));
  return out.join('\n') + '\n';
}

// Each kind of schema mistake fails the checker with a message naming the file, the table, the column or row
// and the bad key; the app's registry passes; the bind-path list in docs/ is the one the engine schema gives.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../schemas';
import { bindPathsMarkdown, inputPaths } from '../../src/core/template/bind-paths';
import { checkRegistry } from '../../src/core/template/schema-validator';
import { named, TYPOS, withTypo } from './fixtures/typos';

describe('the schema checker', () => {
  it('passes the app registry', () => {
    expect(checkRegistry(registry)).toEqual([]);
  });

  it.each(TYPOS.map((t) => [t.kind, t] as const))('names %s', (_kind, typo) => {
    const problems = checkRegistry({ ...registry, templates: withTypo(registry.templates, typo) });
    expect(problems.length).toBeGreaterThan(0);
    expect(named(problems, typo.names), problems.join('\n')).toBe(true);
  });

  it('suggests the member a misspelled bind path meant', () => {
    const problems = checkRegistry({ ...registry, templates: withTypo(registry.templates, TYPOS[0]!) });
    expect(problems.join('\n')).toMatch(/did you mean contingency\.basicRatePct\?/);
  });
});

describe('bind paths', () => {
  it('come from the engine input schema (lists, year arrays, members of every sub-project type)', () => {
    const p = inputPaths();
    expect(p.project.leaves.get('contingency.basicRatePct')).toBe('decimal');
    expect(p.project.leaves.get('financing.loans[].drawdowns')).toBe('decimal[]');
    expect(p.project.lists.has('incomeLines')).toBe(true);
    expect(p.subProject[0].leaves.has('plantingProgressPct')).toBe(true);
    expect(p.subProject[2].leaves.has('plantingProgressPct')).toBe(false);
    expect(p.subProject[0].leaves.get('incomeLines[].vatPct')).toBe('0 | 3 | 6 | 9 | 13');
  });

  it('docs/bind-paths.md is current (regenerate with npm run bind-paths)', () => {
    const file = readFileSync(new URL('../../docs/bind-paths.md', import.meta.url), 'utf8');
    expect(file).toBe(bindPathsMarkdown());
  });
});

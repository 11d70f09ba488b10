// Benchmark of live entry on a large version (30 sub-projects, B 5 + O 55): the worker's cost per keystroke
// (applyEdits → deltas, with the structured-clone copy both ways), a 亩-area edit that rebuilds every table,
// the debounced full compute, opening the version and building a save payload. Prints figures, asserts nothing.
import { registry } from '../../schemas';
import { createCalcService } from '../../src/core/calc/service';
import { modelInputToStoredValues } from '../../src/core/template/from-model-input';
import type { CellEdit } from '../../src/core/template/types';
import { buildSavePayload, revisionsOf } from '../../src/features/entry/save-payload';
import { largeProject } from './engine.bench';

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};
/** What crossing the worker boundary costs: a deep copy of what is sent. */
const clone = <T>(v: T): T => structuredClone(v);

function time<T>(fn: () => T): { ms: number; value: T } {
  const t0 = performance.now();
  const value = fn();
  return { ms: performance.now() - t0, value };
}

export async function run(): Promise<Record<string, number>> {
  const input = largeProject();
  const { ctx, stored } = modelInputToStoredValues(registry, input);
  const svc = createCalcService(registry);
  const open = time(() => svc.openVersion(clone({ ctx, stored })));

  // Editable number cells of the first sub-project's tab 1 and tab 2 tables (what staff key most).
  const targets: CellEdit[] = [];
  for (const key of ['tab1', 'tab2', 'tab3']) {
    const t = svc.getTemplate(key);
    for (const sec of t.sections.slice(0, 3))
      for (const table of sec.tables)
        for (const row of table.rows)
          for (const [col, c] of Object.entries(row.cells))
            if (c.editable && c.cell === 'number' && targets.length < 400)
              targets.push({
                table: table.key,
                cellId: `${row.id}:${col}`,
                value: String((targets.length % 97) + 1),
              });
  }
  const keystroke: number[] = [];
  let deltas = 0;
  for (const e of targets) {
    const r = time(() => clone(svc.applyEdits(clone([e]))));
    keystroke.push(r.ms);
    deltas += r.value.changed.length;
  }
  const areaKey = `tab0/${ctx.subProjects[0]?.id ?? ''}/subProject`;
  const global: number[] = [];
  for (let i = 0; i < 5; i++)
    global.push(
      time(() => clone(svc.applyEdits([{ table: areaKey, cellId: 'area:value', value: String(100 + i) }])))
        .ms,
    );
  const full: number[] = [];
  for (let i = 0; i < 3; i++) full.push(time(() => clone(svc.computeAll())).ms);
  // With one worker a keystroke arriving during the live computation would wait for it (the engine is synchronous):
  // this is that wait at worst, hence the second worker (src/calc/mirror.ts).
  const previews = svc.getTemplate('tab1').previews;
  const live: number[] = [];
  for (let i = 0; i < 3; i++) live.push(time(() => clone(svc.computeLive(previews))).ms);
  const save = time(() => {
    const t = svc.getTemplate('tab2');
    return JSON.stringify(
      buildSavePayload({
        versionId: 1,
        template: t,
        stored: svc.getStoredValues(),
        revisions: revisionsOf(stored),
        areaUnit: 'mu',
      }),
    );
  });

  const figures = {
    'open version (ms)': open.ms,
    'keystroke applyEdits p50 (ms)': percentile(keystroke, 50),
    'keystroke applyEdits p95 (ms)': percentile(keystroke, 95),
    'keystroke applyEdits max (ms)': Math.max(...keystroke),
    'deltas per keystroke (mean)': deltas / targets.length,
    'area edit (rebuild all) p50 (ms)': percentile(global, 50),
    'full compute incl. clone p50 (ms)': percentile(full, 50),
    'live compute (tab 1 previews) incl. clone p50 (ms)': percentile(live, 50),
    'tab 2 save payload (ms)': save.ms,
    'tab 2 save payload (KB)': save.value.length / 1024,
  };
  console.log(
    `entry bench: ${input.subProjects.length} sub-projects, B ${input.meta.B} + O ${input.meta.O}; ${targets.length} single-cell edits`,
  );
  for (const [name, value] of Object.entries(figures))
    console.log(`  ${name.padEnd(40)} ${value.toFixed(1)}`);
  return figures;
}

if (process.argv[1]?.endsWith('entry.bench.ts')) await run();

// Viewer order of a version's computed tables: 主要经济指标一览表 first, then R1… in report order (finance-model §3.20).
import { TABLE_IDS } from '../../../src/core/engine/model-io-types';
import type { ModelOutput } from '../../../src/core/engine/model-io-types';

/** Table ids present in `output`, summary first, the rest in model-io §3.2 order; unknown ids keep their place at the end. */
export function viewerTableOrder(output: Pick<ModelOutput, 'tables'>): string[] {
  const present = Object.keys(output.tables);
  const known = ['summary', ...TABLE_IDS.filter((id) => id !== 'summary')].filter((id) =>
    present.includes(id),
  );
  const unknown = present.filter((id) => !(TABLE_IDS as readonly string[]).includes(id));
  return [...known, ...unknown];
}

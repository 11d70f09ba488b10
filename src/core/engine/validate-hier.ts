// Numbering rules of the hierarchical row lists (model-io §1.4): E_ROW_NUMBER, E_GROUP_ROW_DATA, E_LEAF_ROW_EMPTY.
import type { ModelInput } from './model-io-types';
import type { Emit } from './validate-emit';

const DATA_KEYS = ['basis', 'values', 'method', 'nature', 'quantity'];
const hasData = (r: object) => DATA_KEYS.some((k) => k in r);

/** Checks one flat list of hierarchical rows; `path` points at the list. */
export function checkRows(
  rows: readonly ({ no: string; name: string } & object)[],
  path: string,
  emit: Emit,
): void {
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    const P = `${path}/${i}`;
    if (seen.has(r.no)) emit('E_ROW_NUMBER', `${P}/no`, `行号${r.no}重复`);
    const dot = r.no.lastIndexOf('.');
    if (dot > 0 && !seen.has(r.no.slice(0, dot)))
      emit('E_ROW_NUMBER', `${P}/no`, `行号${r.no}的上级行${r.no.slice(0, dot)}不存在或排在其后`);
    seen.add(r.no);
    const prefix = r.no + '.';
    const group = rows.some((x) => x.no.startsWith(prefix));
    if (group && hasData(r)) emit('E_GROUP_ROW_DATA', P, `“${r.name}”有下级行，是小计行，不能填写数据`);
    if (!group && !hasData(r)) emit('E_LEAF_ROW_EMPTY', P, `“${r.name}”没有下级行，须填写数据`);
  });
}

export function checkHierarchy(input: ModelInput, emit: Emit): void {
  input.subProjects.forEach((sp, j) => {
    checkRows(sp.investment, `/subProjects/${j}/investment`, emit);
    if (sp.type === 0) checkRows(sp.forestryCost, `/subProjects/${j}/forestryCost`, emit);
  });
  checkRows(input.subsidies, '/subsidies', emit);
}

// Workbook → ModelInput (`npm run convert`): the structure sheet gives the project record and hidden cells,
// the 录入 sheets the entered values, and the templates' own mapping makes the ModelInput.
import type { ModelInput } from '../engine/model-io-types';
import { templatesToModelInput } from '../template/to-model-input';
import type { TemplateRegistry } from '../template/types';
import { gridText, type WorkbookGrid } from './grid';
import { readInputWorkbook, type ImportRefusal } from './read-inputs';
import { parseStructureColumn, storedFromStructure, STRUCTURE_SHEET } from './structure';

export type WorkbookConversion =
  { ok: true; input: ModelInput; refusals: ImportRefusal[] } | { ok: false; message: string };

export function workbookToModelInput(grid: WorkbookGrid, registry: TemplateRegistry): WorkbookConversion {
  const sheet = grid.sheets.find((s) => s.name === STRUCTURE_SHEET);
  if (!sheet)
    return {
      ok: false,
      message: `该工作簿缺少工作表「${STRUCTURE_SHEET}」（项目与子项目结构），无法单独还原测算输入；请用本系统重新导出，或在录入页面用“从Excel导入”导入到已有版本`,
    };
  const chunks: string[] = [];
  for (let r = 2; r <= sheet.rowCount; r += 1) chunks.push(gridText(sheet.cell(r, 1)));
  let structure;
  try {
    structure = parseStructureColumn(chunks);
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
  const base = storedFromStructure(structure);
  const read = readInputWorkbook(grid, registry, structure.ctx, base);
  if (!read.ok) return read;
  return {
    ok: true,
    input: templatesToModelInput(registry, structure.ctx, read.stored),
    refusals: read.refusals,
  };
}

// The 录入结构 sheet: what the 录入 sheets do not show but a ModelInput needs — the project record and its
// sub-projects (type, species, construction type …), template selects, the row layout of dynamic tables — and
// the cells as exported, exact (a number cell holds a float: 0.20 reads back 0.2). Hidden in the workbook; read
// back by `npm run convert` as the base the 录入 sheets are applied to (the entry screen uses the open version).
import type { InstanceContext, StoredValues } from '../template/types';

export const STRUCTURE_SHEET = '录入结构';
const NOTE = '本表由系统生成，供“从Excel导入”和 npm run convert 读取项目结构，请勿修改。';
const FORMAT = 'forestry-input-structure';
/** Excel holds at most 32 767 characters in a cell. */
const CHUNK = 30_000;

export interface WorkbookStructure {
  ctx: InstanceContext;
  /** The version's stored cells at export, by store key and cell id. */
  cells: Record<string, Record<string, string>>;
}

/** Column A of the sheet: the note, then the JSON in chunks. */
export function structureColumn(structure: WorkbookStructure): string[] {
  const json = JSON.stringify({ format: FORMAT, version: 1, ...structure });
  const out = [NOTE];
  for (let i = 0; i < json.length; i += CHUNK) out.push(json.slice(i, i + CHUNK));
  return out;
}

/** Parses column A (from row 2); throws an Error with a Chinese message when it is not a structure sheet. */
export function parseStructureColumn(chunks: readonly string[]): WorkbookStructure {
  let parsed: unknown;
  try {
    parsed = JSON.parse(chunks.join(''));
  } catch {
    throw new Error(`工作表「${STRUCTURE_SHEET}」已损坏（内容不是系统写入的格式），无法读取项目结构`);
  }
  const o = parsed as { format?: unknown; ctx?: unknown; cells?: unknown };
  if (o.format !== FORMAT || typeof o.ctx !== 'object' || typeof o.cells !== 'object' || !o.ctx || !o.cells)
    throw new Error(`工作表「${STRUCTURE_SHEET}」已损坏（内容不是系统写入的格式），无法读取项目结构`);
  return { ctx: o.ctx as InstanceContext, cells: o.cells as Record<string, Record<string, string>> };
}

/** Structure cells as a stored-values base (revision 0). */
export function storedFromStructure(structure: WorkbookStructure): StoredValues {
  const out: StoredValues = {};
  for (const [key, cells] of Object.entries(structure.cells)) out[key] = { cells: { ...cells }, revision: 0 };
  return out;
}

// The server's view of the template registry: instantiate, validate, prune, convert and map stored values.
import { registry, templateList } from '../../../schemas';
import { badRequest, notFound } from '../../http/errors';
import type { IssueDto, UpdateTableBody } from '../../../src/core/contracts/compute';
import type { ModelInput } from '../../../src/core/engine';
import { convertAreaUnit } from '../../../src/core/template/area-unit';
import { carryOverMoved, type CarriedOver } from '../../../src/core/template/moved';
import { checkRegistry } from '../../../src/core/template/schema-validator';
import { buildTemplate, instantiateTemplate, type BuiltTable } from '../../../src/core/template/instantiate';
import { parseStoreKey, storeKey } from '../../../src/core/template/stored';
import { plantingVars } from '../../../src/core/template/vars';
import { templatesToModelInput } from '../../../src/core/template/to-model-input';
import type {
  InstanceContext,
  StoredValues,
  TemplateInstance,
  ValidationIssue,
} from '../../../src/core/template/types';
import { validateTable } from '../../../src/core/template/validate';
import type { TableWrite } from './stored-repo';

const SELECT_TABLE = '_select';
const LAYOUT_ROW = '_layout';

function findTemplate(key: string) {
  const template = registry.templates.find((t) => t.key === key);
  if (!template) throw notFound(`模板不存在：${key}`);
  return template;
}

function builtTables(ctx: InstanceContext, stored: StoredValues): BuiltTable[] {
  // the planting variables once for every template's tables
  const vars = plantingVars(registry, ctx, stored);
  return registry.templates.flatMap((t) => buildTemplate(t, ctx, stored, { registry, vars }));
}

/** A version's tables built from `ctx` and `stored` (the very objects: the tables are only good for them). */
export interface BuiltVersion {
  readonly ctx: InstanceContext;
  readonly stored: StoredValues;
  readonly tables: readonly BuiltTable[];
}

/** Input cell ids (rows × editable columns) of a built table, plus its row-layout cells. */
function acceptedCells(b: BuiltTable): (id: string) => boolean {
  const editable = new Set<string>();
  for (const row of b.instance.rows)
    for (const [col, cell] of Object.entries(row.cells)) if (cell.editable) editable.add(`${row.id}:${col}`);
  return (id) => editable.has(id) || id.startsWith(`${LAYOUT_ROW}:`);
}

/** Thrown at start when a template schema is wrong: the server refuses to run with it. */
export class TemplateSchemaError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`模板定义有误（${problems.length} 处），服务器未启动：\n  ${problems.join('\n  ')}`);
    this.name = 'TemplateSchemaError';
  }
}

export const templates = {
  /** The schema checker on the registry the server runs with; throws TemplateSchemaError naming every problem. */
  assertValid(): void {
    const problems = checkRegistry(registry);
    if (problems.length) throw new TemplateSchemaError(problems);
  },

  /** Stored values with the tables that moved (TableSchema.formerly) carried to their new place. */
  carryOver(stored: StoredValues): CarriedOver {
    return carryOverMoved(registry, stored);
  },

  /** changes whenever the template set changes; stored with every result */
  version: `tabs-${registry.templates.map((t) => t.key).join('.')}`,

  list: () => templateList,

  instantiate(key: string, ctx: InstanceContext, stored: StoredValues): TemplateInstance {
    return instantiateTemplate(findTemplate(key), ctx, stored, { registry });
  },

  /** Every template as the entry screen shows it (for the workbook's input sheets). */
  instantiateAll(ctx: InstanceContext, stored: StoredValues): TemplateInstance[] {
    return registry.templates.map((t) => instantiateTemplate(t, ctx, stored, { registry }));
  },

  /** Every table of the version, built (instantiated and computed) once for validation and the ModelInput both. */
  build(ctx: InstanceContext, stored: StoredValues): BuiltVersion {
    return { ctx, stored, tables: builtTables(ctx, stored) };
  },

  /** Issues of the whole version, or only of the tables named in `keys`. */
  validate(
    ctx: InstanceContext,
    stored: StoredValues,
    keys?: readonly string[],
    built: BuiltVersion = templates.build(ctx, stored),
  ): ValidationIssue[] {
    const only = keys ? new Set(keys) : null;
    return built.tables.filter((b) => !only || only.has(b.instance.key)).flatMap((b) => validateTable(b));
  },

  /** The engine's input; `built` (the same context and stored values, built) saves building the tables again. */
  toModelInput(ctx: InstanceContext, stored: StoredValues, built?: BuiltVersion): ModelInput {
    if (built && (built.ctx !== ctx || built.stored !== stored))
      throw new Error('toModelInput: built tables of other inputs');
    return templatesToModelInput(
      registry,
      ctx,
      stored,
      built ? { built: new Map(built.tables.map((b) => [b.instance.key, b])) } : undefined,
    );
  },

  /**
   * After the project's periods or sub-projects changed: keep every stored value whose cell still exists,
   * drop the rest (and whole tables that no longer exist).
   */
  prune(ctx: InstanceContext, raw: StoredValues): { writes: TableWrite[]; deletes: string[] } {
    // Moved tables are written at their new place and their old place is deleted.
    const { stored, moved, dropped } = carryOverMoved(registry, raw);
    const built = new Map(builtTables(ctx, stored).map((b) => [b.instance.key, b]));
    const writes: TableWrite[] = [];
    const deletes: string[] = [...dropped];
    const carried = new Set(moved.map((m) => m.to));
    for (const [key, table] of Object.entries(stored)) {
      const { templateKey, subProjectId, tableId } = parseStoreKey(key);
      if (
        tableId === SELECT_TABLE &&
        subProjectId === null &&
        registry.templates.some((t) => t.key === templateKey)
      )
        continue;
      const b = built.get(key);
      if (!b) {
        deletes.push(key);
        continue;
      }
      const accept = acceptedCells(b);
      const kept = Object.fromEntries(Object.entries(table.cells).filter(([id]) => accept(id)));
      if (carried.has(key) || Object.keys(kept).length !== Object.keys(table.cells).length)
        writes.push({ key, cells: kept, expectedRevision: null });
    }
    return { writes, deletes };
  },

  /** The writes a save payload asks for; refuses tables that do not exist for this version. */
  saveWrites(body: UpdateTableBody, ctx: InstanceContext, stored: StoredValues): TableWrite[] {
    const template = findTemplate(body.template_id);
    const known = new Set(
      builtTables(ctx, stored)
        .filter((b) => b.instance.templateKey === template.key)
        .map((b) => b.instance.key),
    );
    const writes: TableWrite[] = body.tables.map((t) => {
      const key = storeKey(template.key, t.sub_project_id ?? null, t.table_id);
      if (!known.has(key))
        throw badRequest(
          `表格不存在：${t.table_id}${t.sub_project_id ? `（子项目 ${t.sub_project_id}）` : ''}`,
        );
      const cells: Record<string, string> = {};
      for (const c of t.cells) if (c.content !== null && c.content !== '') cells[c.cell_id] = c.content;
      return { key, cells, expectedRevision: t.revision };
    });
    if (body.select && Object.keys(body.select).length) {
      const names = new Set((template.selects ?? []).map((s) => s.name));
      const key = storeKey(template.key, null, SELECT_TABLE);
      const cells = { ...(stored[key]?.cells ?? {}) };
      for (const [name, value] of Object.entries(body.select)) {
        if (!names.has(name)) throw badRequest(`选项不存在：${name}`);
        const allowed = template.selects?.find((s) => s.name === name)?.options.map((o) => o.value) ?? [];
        if (!allowed.includes(value)) throw badRequest(`选项 ${name} 的取值无效：${value}`);
        cells[`${name}:value`] = value;
      }
      writes.push({ key, cells, expectedRevision: null });
    }
    return writes;
  },

  /** Writes that convert every stored per-area value to the other area unit. */
  convertAreaUnit(ctx: InstanceContext, stored: StoredValues, to: 'mu' | 'ha'): TableWrite[] {
    const converted = convertAreaUnit(registry, ctx, stored, to);
    return Object.entries(converted)
      .filter(([key, t]) => JSON.stringify(t.cells) !== JSON.stringify(stored[key]?.cells))
      .map(([key, t]) => ({ key, cells: t.cells, expectedRevision: null }));
  },
};

/** Validation issues with the cell path spelled out for clients. */
export function issueDtos(issues: readonly ValidationIssue[]): IssueDto[] {
  return issues.map((i) => {
    const { templateKey, subProjectId, tableId } = parseStoreKey(i.tableKey);
    return {
      level: i.level,
      code: i.code,
      message: i.message,
      template_id: templateKey,
      sub_project_id: subProjectId,
      table_id: tableId,
      cell_id: i.cellId ?? null,
      row_id: i.rowId ?? null,
    };
  });
}

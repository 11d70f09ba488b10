// Resolves a select's choices: a static list, or the products, 树种 and sub-projects of the open version.
import { layoutOf, findTable, leafEntries } from './rows';
import { storeKey } from './stored';
import type {
  InstanceContext,
  OptionSchema,
  OptionSource,
  StoredValues,
  SubProjectContext,
  TemplateRegistry,
  ListRef,
} from './types';

function listOptions(
  ref: ListRef,
  subProjectIds: string[],
  stored: StoredValues,
  registry: TemplateRegistry,
  ctx: InstanceContext,
): OptionSchema[] {
  const { table } = findTable(registry, ref.template, ref.table);
  const seed = table.rows.mode === 'list' || table.rows.mode === 'hier' ? table.rows.seed : [];
  return subProjectIds.flatMap((spId) => {
    const key = storeKey(ref.template, spId, ref.table);
    const trees = ctx.subProjects.find((s) => s.id === spId)?.trees ?? [];
    return leafEntries(layoutOf(table, key, stored, () => trees)).map(([id], i) => {
      const label =
        stored[key]?.cells[`${id}:${ref.labelColumn}`] ??
        seed.find((r) => r.id === id)?.label ??
        trees[i] ??
        id;
      return { value: ref === registry.species ? label : id, label };
    });
  });
}

export function resolveOptions(
  src: OptionSource,
  sp: SubProjectContext | null,
  ctx: InstanceContext,
  stored: StoredValues,
  registry: TemplateRegistry,
): OptionSchema[] {
  switch (src.kind) {
    case 'static':
      return [...src.options];
    case 'products':
      return sp ? listOptions(registry.products, [sp.id], stored, registry, ctx) : [];
    case 'allProducts':
      return listOptions(
        registry.products,
        ctx.subProjects.map((s) => s.id),
        stored,
        registry,
        ctx,
      );
    case 'species':
      // 树种 are chosen by name (ModelInput refers to species by name).
      return sp ? listOptions(registry.species, [sp.id], stored, registry, ctx) : [];
    case 'subProjects':
      return ctx.subProjects
        .filter((s) => !src.types || src.types.includes(s.type))
        .map((s) => ({ value: s.id, label: s.name }));
    case 'operatingYears':
      return Array.from({ length: ctx.O }, (_, i) => ({
        value: String(ctx.B + i + 1),
        label: `第${ctx.B + i + 1}年`,
      }));
  }
}

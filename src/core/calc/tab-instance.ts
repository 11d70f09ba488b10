// Opening a version and instantiating one of its tabs, without the engine: the calc service's openVersion and
// getTemplate, and the entry screen, which builds the tab it opens on itself while its worker still loads.
import { instantiateTemplate } from '../template/instantiate';
import { carryOverMoved } from '../template/moved';
import type { InstanceContext, StoredValues, TemplateInstance, TemplateRegistry } from '../template/types';
import { plantingVars } from '../template/vars';

/**
 * The values a version opens with: tables stored before they moved (TableSchema.formerly) in their new place. The
 * tables that did not move are the given ones, not copies (instantiating reads them, an edit would change them).
 */
export function openedStored(registry: TemplateRegistry, stored: StoredValues): StoredValues {
  return carryOverMoved(registry, stored).stored;
}

/** Tab `key` of an open version as its values make it (no engine output yet: linked cells are the caller's). */
export function tabInstance(
  registry: TemplateRegistry,
  key: string,
  ctx: InstanceContext,
  stored: StoredValues,
): TemplateInstance {
  const t = registry.templates.find((x) => x.key === key);
  if (!t) throw new Error(`未知模板 ${key}`);
  return instantiateTemplate(t, ctx, stored, { registry, vars: plantingVars(registry, ctx, stored) });
}

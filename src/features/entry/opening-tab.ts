// The tab the entry screen opens on, built on the main thread from the version's data (its own chunk, loaded with
// the data): the grids need not wait for the calc worker to load its engine and open the version first. The worker
// builds every later tab.
import { registry } from '../../../schemas';
import { openedStored, tabInstance } from '../../core/calc/tab-instance';
import type { InstanceContext, StoredValues, TemplateInstance } from '../../core/template/types';

/** Tab `key` as the calc worker's getTemplate makes it right after openVersion of the same values. */
export function buildOpeningTab(key: string, ctx: InstanceContext, stored: StoredValues): TemplateInstance {
  return tabInstance(registry, key, ctx, openedStored(registry, stored));
}

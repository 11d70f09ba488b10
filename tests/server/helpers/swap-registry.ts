// Runs the real server with other templates: the app's registry object is the one every server module reads,
// so its template list is replaced in place (and put back afterwards) instead of mocking a module.
import { registry } from '../../../schemas';
import type { TemplateSchema } from '../../../src/core/template/types';

export function swapTemplates(next: readonly TemplateSchema[]): () => void {
  const live = registry.templates as TemplateSchema[];
  const saved = [...live];
  live.splice(0, live.length, ...next);
  return () => {
    live.splice(0, live.length, ...saved);
  };
}

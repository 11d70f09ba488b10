// The registry: input templates in tab order and the output tables in viewer order (主要经济指标一览表 first).
import type { TemplateRegistry, TemplateSchema } from '../src/core/template/types';
import { tab0 } from './templates/tab0';
import { tab1 } from './templates/tab1';
import { tab2 } from './templates/tab2';
import { tab3 } from './templates/tab3';
import { tab4 } from './templates/tab4';
import { tab5 } from './templates/tab5';
import { tab6 } from './templates/tab6';
import { tab7 } from './templates/tab7';
import { tab8 } from './templates/tab8';

export const templates: readonly TemplateSchema[] = [tab0, tab1, tab2, tab3, tab4, tab5, tab6, tab7, tab8];

export const registry: TemplateRegistry = {
  templates,
  products: { template: 'tab7', table: 'products', labelColumn: 'name' },
  species: { template: 'tab0', table: 'species', labelColumn: 'name' },
  // Type-3 sub-projects have no tab 7/8 tables, yet ModelInput wants the arrays (empty).
  subProjectDefaults: { products: [], otherIncome: [] },
  inputDefaults: {},
  plantingVars: {
    area: { template: 'tab0', table: 'subProject', cellId: 'area:value' },
    progress: { template: 'tab0', table: 'progress', row: 'pct', years: 'years' },
  },
};

/** The template list of product.md §3 (key, label) in tab order. */
export const templateList = templates.map((t) => ({ key: t.key, template: t.label }));

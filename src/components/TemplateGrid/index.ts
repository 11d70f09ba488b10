// Public surface of TemplateGrid: the component, its table model and the mappers that feed it.
//
// Entry tab:   <TemplateGrid model={tableInstanceToGrid(instance)} decimals={tab >= 4 ? 2 : undefined}
//                onEdit={(b) => worker.edit(toCellEdits(instance.key, b))}
//                onRowsChange={(c) => applyRowEdits(toRowEdits(instance.key, c))}   // then pass the new instance
//                deltas={computedCellsFromWorker} history={oneHistoryForTheVersion} />
// Result view: <TemplateGrid model={outputTableToGrid(table, areaUnit)} decimals={2} readOnly />
export { TemplateGrid, type TemplateGridHandle, type TemplateGridProps } from './TemplateGrid';
export type { PasteReport } from './grid-actions';
export { createEditHistory, type EditHistory } from './edit-history';
export type { RowsAction, RowsChange } from './numbering';
export { NOT_A_NUMBER } from './writes';
export { tableInstanceToGrid, toCellEdits, toRowEdits } from './to-grid-model';
export { outputTableToGrid } from './output-table-to-grid';
export * from './types';

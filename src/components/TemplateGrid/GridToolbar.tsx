// The toolbar above a TemplateGrid: undo/redo, fills, and the row operations of hierarchical/removable tables.
import { memo, useSyncExternalStore, type MouseEvent } from 'react';
import { Button, Group } from '@mantine/core';
import type { GridBus } from './grid-bus';
import type { RowsAction } from './numbering';

export interface GridToolbarProps {
  bus: GridBus;
  editable: boolean;
  hierarchical: boolean;
  removableRows: boolean;
  listRows: boolean;
  onUndo(): void;
  onRedo(): void;
  onFillDown(): void;
  onFillRight(): void;
  onRows(action: RowsAction): void;
}

// Buttons must not take the focus away from the active cell.
const keepFocus = (e: MouseEvent) => e.preventDefault();

// memo: the page re-renders the grid on every computed delta; the toolbar only follows the bus.
export const GridToolbar = memo(function GridToolbar(p: GridToolbarProps) {
  const state = useSyncExternalStore(p.bus.subscribe, p.bus.get, p.bus.get);
  const btn = (label: string, onClick: () => void, opts: { disabled?: boolean; title?: string } = {}) => (
    <Button
      key={label}
      size="compact-xs"
      variant="default"
      onMouseDown={keepFocus}
      onClick={onClick}
      disabled={opts.disabled}
      title={opts.title}
    >
      {label}
    </Button>
  );
  return (
    <div className="tg-toolbar-wrap">
      {p.editable && (
        <Group gap={4} className="tg-toolbar" role="toolbar" aria-label="表格工具栏">
          {btn('撤销', p.onUndo, { disabled: !state.canUndo, title: 'Ctrl+Z' })}
          {btn('重做', p.onRedo, { disabled: !state.canRedo, title: 'Ctrl+Y' })}
          {btn('向下填充', p.onFillDown, { title: 'Ctrl+D' })}
          {btn('向右填充', p.onFillRight, { title: 'Ctrl+R' })}
          {p.hierarchical && btn('添加类型', () => p.onRows('addType'))}
          {p.hierarchical && btn('添加子类型', () => p.onRows('addSubType'))}
          {p.hierarchical && btn('删除子类型', () => p.onRows('deleteSubType'))}
          {p.hierarchical && btn('删除行', () => p.onRows('deleteRow'))}
          {p.listRows && btn('添加行', () => p.onRows('addType'))}
          {p.listRows && btn('删除行', () => p.onRows('deleteRow'))}
          {p.removableRows && btn('删除此项', () => p.onRows('removeRow'))}
          {p.removableRows && btn('恢复已删除项', () => p.onRows('restoreRows'))}
        </Group>
      )}
    </div>
  );
});

/** The status line under the grid: paste reports and 输入的值必须为数字. */
export const GridStatusLine = memo(function GridStatusLine({ bus }: { bus: GridBus }) {
  const state = useSyncExternalStore(bus.subscribe, bus.get, bus.get);
  return (
    <div className="tg-status" role="status" data-kind={state.status?.kind ?? 'info'}>
      {state.status?.text ?? ''}
    </div>
  );
});

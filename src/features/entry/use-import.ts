// 从Excel导入 (issue 17): the picked file is checked at once (size, .xlsx, zip signature) and read in the worker;
// the preview dialog shows what it would change; 应用导入 applies it as one edit batch, one undo step.
import { useCallback, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import type { EditHistory } from '../../components/TemplateGrid';
import type { CellEdit } from '../../core/template/types';
import type { ImportPreview } from '../../core/workbook/import-preview';
import {
  extensionProblem,
  signatureProblem,
  sizeProblem,
  SIGNATURE_BYTES,
} from '../../core/workbook/file-check';
import type { EntryController, ImportOutcome } from './use-entry';

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'reading'; fileName: string }
  | { phase: 'refused'; fileName: string; message: string }
  | { phase: 'preview'; fileName: string; preview: ImportPreview; ms: number }
  | { phase: 'applying'; fileName: string; preview: ImportPreview; ms: number };

/** Why a picked file is refused before its contents are read (only its first bytes are looked at), or null. */
export async function fileProblem(file: File): Promise<string | null> {
  const early = sizeProblem(file.size) ?? extensionProblem(file.name);
  if (early) return early;
  return signatureProblem(new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()));
}

/** `rejected` of a refused batch in words: how many cells, the first reason. */
export function refusedText(outcome: Extract<ImportOutcome, { ok: false }>): string {
  const first = outcome.rejected[0];
  return `${outcome.rejected.length} 个单元格无法写入${first ? `（${first.message}）` : ''}`;
}

export function useImport(
  entry: Pick<EntryController, 'previewImport' | 'importCells'>,
  history: EditHistory,
) {
  const [state, setState] = useState<ImportState>({ phase: 'idle' });
  const entryRef = useRef(entry);
  entryRef.current = entry;
  /** Picks made later win: an older file's preview arriving late is dropped. */
  const gen = useRef(0);

  const pick = useCallback(async (file: File | null) => {
    if (!file) return;
    const mine = ++gen.current;
    const fileName = file.name;
    const problem = await fileProblem(file);
    if (mine !== gen.current) return;
    if (problem) return setState({ phase: 'refused', fileName, message: problem });
    setState({ phase: 'reading', fileName });
    try {
      const t0 = performance.now();
      const result = await entryRef.current.previewImport(await file.arrayBuffer());
      if (mine !== gen.current) return;
      const ms = Math.round(performance.now() - t0);
      setState(
        result.ok
          ? { phase: 'preview', fileName, preview: result.preview, ms }
          : { phase: 'refused', fileName, message: result.message },
      );
    } catch (err) {
      if (mine !== gen.current) return;
      setState({ phase: 'refused', fileName, message: err instanceof Error ? err.message : String(err) });
    }
  }, []);

  const close = useCallback(() => {
    gen.current++;
    setState({ phase: 'idle' });
  }, []);

  /** Runs one direction of the import (apply, undo, redo); tells the user when the worker refused it whole. */
  const run = useCallback(async (edits: CellEdit[], failText: string): Promise<boolean> => {
    const outcome = await entryRef.current.importCells(edits);
    if (outcome.ok) return true;
    notifications.show({ color: 'red', autoClose: 6000, message: `${failText}：${refusedText(outcome)}` });
    return false;
  }, []);

  const apply = useCallback(async () => {
    if (state.phase !== 'preview') return;
    const { preview } = state;
    setState({ ...state, phase: 'applying' });
    const applied = await run(preview.edits, '导入未应用，数据未作任何修改').finally(() =>
      setState({ phase: 'idle' }),
    );
    if (!applied) return;
    history.recordAction({
      run: (direction) =>
        void run(
          direction === 'undo' ? preview.undo : preview.edits,
          direction === 'undo' ? '无法撤销导入' : '无法重做导入',
        ),
    });
    notifications.show({
      color: 'green',
      autoClose: 4000,
      message: `已导入 ${preview.changed} 个单元格（按 Ctrl+Z 可整体撤销），保存或暂存后写入服务器`,
    });
  }, [state, run, history]);

  // stable, so that the memoised header and dialog do not re-render with every keystroke
  const pickFile = useCallback((file: File | null) => void pick(file), [pick]);
  const applyNow = useCallback(() => void apply(), [apply]);
  return { state, pick: pickFile, apply: applyNow, close };
}

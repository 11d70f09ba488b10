// Loads a completed version's result (header, output) and its computed-table list for the result view.
import { useEffect, useState } from 'react';
import { getComputedTableList, getResult } from '../../api/results';
import type { ComputedTableList, ResultData } from '../../core/contracts/results';

export type ResultState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: ResultData; list: ComputedTableList };

export function useResult(versionId: string | number): ResultState {
  const [state, setState] = useState<ResultState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    // The view shows the reason itself (加载计算结果失败): no toasts on top, one message for a bad link.
    const quiet = { notify: false };
    Promise.all([getResult(versionId, quiet), getComputedTableList(versionId, quiet)])
      .then(([data, list]) => live && setState({ status: 'ready', data, list }))
      .catch(
        (err: unknown) =>
          live && setState({ status: 'error', message: err instanceof Error ? err.message : '加载失败' }),
      );
    return () => {
      live = false;
    };
  }, [versionId]);
  return state;
}

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
    Promise.all([getResult(versionId), getComputedTableList(versionId)])
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

// A tiny external store for the toolbar and status line, so that edits never re-render the grid itself.

export interface GridStatus {
  text: string;
  kind: 'info' | 'error';
}

export interface BusState {
  canUndo: boolean;
  canRedo: boolean;
  status: GridStatus | null;
}

export interface GridBus {
  get(): BusState;
  set(patch: Partial<BusState>): void;
  subscribe(listener: () => void): () => void;
}

export function createGridBus(): GridBus {
  let state: BusState = { canUndo: false, canRedo: false, status: null };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      const next = { ...state, ...patch };
      if (next.canUndo === state.canUndo && next.canRedo === state.canRedo && next.status === state.status)
        return;
      state = next;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

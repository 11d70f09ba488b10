// Public entry of the main-thread calc client.
export { createCalcClient, type CalcClient, type RemoteCalc } from './client';
export type {
  CalcApi,
  CellDelta,
  ComputeResult,
  EditResult,
  LiveComputeResult,
  LiveRiskProgress,
  OpenVersionPayload,
  RowEditResult,
} from '../core/calc/api';

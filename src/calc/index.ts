// Public entry of the main-thread calc client.
export { createCalcClient, type CalcClient, type RemoteCalc } from './client';
export type {
  CalcApi,
  CellDelta,
  ComputeResult,
  EditResult,
  LiveComputeResult,
  OpenVersionPayload,
  RowEditResult,
} from '../core/calc/api';

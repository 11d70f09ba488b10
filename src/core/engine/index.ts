// Public API of the calculation engine: the ModelInput/ModelOutput types, validation and computeModel.
export type * from './model-io-types';
export { TABLE_IDS } from './model-io-types';
export {
  computeModel,
  computeValidModel,
  EngineSelfCheckError,
  ENGINE_ID,
  type ComputeOptions,
} from './compute';
export { validateModelInput, type ValidationResult } from './validate';
export { display } from './num';
export {
  monteCarloRunner,
  monteCarloJob,
  plannedRuns,
  runSlice,
  splitRuns,
  type MonteCarloRunner,
  type MonteCarloJob,
  type SliceFigures,
} from './risk';

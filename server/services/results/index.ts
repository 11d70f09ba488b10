// Result API services (pure): the integrator wires them to /v1/project_compute routes and the stored outputs.
export {
  computedTableList,
  readTable,
  resultData,
  loanRepayments,
  TableNotFoundError,
} from './results-service';
export { compareVersions, CompareInputError, COMPARED_TOTALS } from './compare';
export type { ComparedVersion } from './compare';
export { viewerTableOrder } from './table-order';

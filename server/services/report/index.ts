// The 经济评价 chapter of a completed version as a Word document (GET /v1/project_compute/report_docx/{id}, CLI --docx).
export { buildReport, reportBlocks } from './build-report';
export type { BuildReportArgs } from './build-report';
export { appendixEntries } from './appendix-numbers';
export type { ReportBlock, ReportFacts } from './model';

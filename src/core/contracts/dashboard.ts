// REST contracts of the dashboard 首页 (product.md §3 dashboard summary and recent version, §7.2).

/** GET /v1/profile/preview — the greeting card's counters, counted from the event log. */
export interface DashboardSummary {
  /** versions visible to the user that have no templates yet (未生成) */
  ungenerated_versions: number;
  /** projects the user created */
  count_project: number;
  /** versions the user created (a project's first version included) */
  count_version: number;
  /** computations (submits) the user started */
  count_compute: number;
  /** report downloads of the user */
  count_download: number;
}

/** GET /v1/profile/recent_updated_versions — one of the user's 10 latest edited versions. */
export interface RecentVersion {
  id: number;
  project_id: number;
  project_name: string;
  version_name: string;
  updated_at: string;
}

export const RECENT_VERSIONS_LIMIT = 10;

// Dashboard calls 首页 (product.md §7.2): counters and recently edited versions.
import { api } from './client';
import type { DashboardSummary, RecentVersion } from '../core/contracts/dashboard';

export function dashboardSummary(): Promise<DashboardSummary> {
  return api.get<DashboardSummary>('/v1/profile/preview');
}

export function recentVersions(): Promise<RecentVersion[]> {
  return api.get<RecentVersion[]>('/v1/profile/recent_updated_versions');
}

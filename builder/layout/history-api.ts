/**
 * Calls of a dashboard's History (server/routes/history-routes.ts, issue 29): the commits
 * that touched the dashboard's file, each with its semantic diff, and the revert of one.
 */
import type { EntityDiff } from '../../runtime/core/config-diff/semantic-diff.ts';
import { apiFetch } from '../../runtime/app/api/client.ts';
import { dashboardPath } from '../../runtime/app/dashboard/dashboard-api.ts';

/** One commit of the dashboard's history. */
export interface HistoryCommit {
  rev: string;
  author: string;
  email: string;
  /** ISO 8601 time of the commit. */
  date: string;
  message: string;
  diff: EntityDiff[];
}

/** The answer of the history list; `enabled: false` when the config is not in git. */
export interface DashboardHistory {
  enabled: boolean;
  commits: HistoryCommit[];
}

/** The commits that touched the dashboard, newest first. */
export function fetchHistory(dashboardId: string): Promise<DashboardHistory> {
  return apiFetch<DashboardHistory>(`${dashboardPath(dashboardId)}/history`);
}

/** Reverts one commit of the dashboard as a new commit by the signed-in user. */
export function revertChange(
  dashboardId: string,
  rev: string,
): Promise<{ status: string; message: string; version: string }> {
  return apiFetch(`${dashboardPath(dashboardId)}/history/${encodeURIComponent(rev)}/revert`, {
    method: 'POST',
    body: {},
  });
}

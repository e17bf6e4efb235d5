import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

/** The transaction history's two views and their values in local storage (SPEC.md section 2). */
export const DASHBOARD_MODES = ['TransactionTable', 'InOutChart'] as const;
export type DashboardMode = (typeof DASHBOARD_MODES)[number];
export const DEFAULT_DASHBOARD_MODE: DashboardMode = 'TransactionTable';

/** Read case-insensitively; a missing or unknown value gives the table. */
export function parseDashboardMode(raw: string | null | undefined): DashboardMode {
  const value = raw?.trim().toLowerCase();
  return DASHBOARD_MODES.find((mode) => mode.toLowerCase() === value) ?? DEFAULT_DASHBOARD_MODE;
}

export function readDashboardMode(): DashboardMode {
  return parseDashboardMode(readStorage(STORAGE_KEYS.dashboardActiveMode));
}

export function writeDashboardMode(mode: DashboardMode): void {
  writeStorage(STORAGE_KEYS.dashboardActiveMode, mode);
}

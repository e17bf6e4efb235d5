import { type DashboardMode, parseDashboardMode } from '@/domain/dashboard-mode';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

export function readDashboardMode(): DashboardMode {
  return parseDashboardMode(readStorage(STORAGE_KEYS.dashboardActiveMode));
}

export function writeDashboardMode(mode: DashboardMode): void {
  writeStorage(STORAGE_KEYS.dashboardActiveMode, mode);
}

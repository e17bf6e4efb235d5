import { describe, expect, it } from 'vitest';
import { parseDashboardMode, readDashboardMode, writeDashboardMode } from './dashboard-mode';

describe('dashboardActiveMode in local storage (SPEC section 2)', () => {
  it('reads InOutChart and TransactionTable', () => {
    expect(parseDashboardMode('InOutChart')).toBe('InOutChart');
    expect(parseDashboardMode('TransactionTable')).toBe('TransactionTable');
  });

  it('reads the value case-insensitively', () => {
    expect(parseDashboardMode('inoutchart')).toBe('InOutChart');
    expect(parseDashboardMode('INOUTCHART')).toBe('InOutChart');
    expect(parseDashboardMode('transactionTABLE')).toBe('TransactionTable');
  });

  it('gives the table for a missing or unknown value', () => {
    expect(parseDashboardMode(null)).toBe('TransactionTable');
    expect(parseDashboardMode(undefined)).toBe('TransactionTable');
    expect(parseDashboardMode('')).toBe('TransactionTable');
    expect(parseDashboardMode('chart')).toBe('TransactionTable');
  });

  it('is kept under the key dashboardActiveMode', () => {
    writeDashboardMode('InOutChart');
    expect(window.localStorage.getItem('dashboardActiveMode')).toBe('InOutChart');
    expect(readDashboardMode()).toBe('InOutChart');
  });
});

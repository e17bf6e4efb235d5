import { resetAuth } from './auth';
import { resetFinance } from './finance';
import { resetIdentity } from './identity';
import { resetInvoices } from './invoices';
import { resetStores } from './stores';

/** Re-seeds every table from the fixed seed (tests call it before each test). */
export function resetDatabase(): void {
  resetAuth();
  resetIdentity();
  resetStores();
  resetInvoices();
  resetFinance();
}

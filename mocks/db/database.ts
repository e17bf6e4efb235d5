import { resetAuth } from './auth';
import { resetCommerce } from './commerce';
import { resetIdentity } from './identity';

/** Re-seeds every table from the fixed seed (tests call it before each test). */
export function resetDatabase(): void {
  resetAuth();
  resetIdentity();
  resetCommerce();
}

import { DEMO_MERCHANT_ID } from '@mocks/db/constants';
import { setSpecMode } from '@mocks/lib/spec-minimal';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { endpointsOf } from '../scripts/openapi';
import { signIn } from './api/identity-support';
import type { MinimalCase } from './contract-minimal/case';

/** Every area's cases: `tests/contract-minimal/<area>.ts`. */
const modules = import.meta.glob<{ cases: MinimalCase[] }>('./contract-minimal/*.ts', { eager: true });
const cases = Object.values(modules).flatMap((module) => module.cases ?? []);

describe('the spec-minimal backend (answers with SPEC fields only, other plausible shapes)', () => {
  beforeAll(() => setSpecMode('minimal'));
  afterAll(() => setSpecMode(null));
  beforeEach(() => signIn());

  for (const testCase of cases) {
    it(`${testCase.endpoint.id}: ${testCase.name ?? 'the client reads the answer without a mismatch'}`, async () => {
      await testCase.run({ merchantId: DEMO_MERCHANT_ID });
    });
  }

  it('every call of the catalogue has a case', () => {
    const covered = new Set(cases.map((c) => c.endpoint.id));
    const missing = endpointsOf(catalogue)
      .map((ep) => ep.id)
      .filter((id) => !covered.has(id));
    expect(missing).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { linkErrorProblem, linkShapeProblem } from './password-link';

describe('a set-password link: what the address tells', () => {
  it('no token or no e-mail: the link is missing', () => {
    expect(linkShapeProblem('', '')).toBe('missing');
    expect(linkShapeProblem('demo@example.com', '')).toBe('missing');
    expect(linkShapeProblem('', 'demo-reset-token')).toBe('missing');
    expect(linkShapeProblem('  ', '   ')).toBe('missing');
  });
  it('an e-mail or token cut short: the link is incomplete', () => {
    expect(linkShapeProblem('demo@exam', 'demo-reset-token')).toBe('incomplete');
    expect(linkShapeProblem('demo@example.com', 'abc')).toBe('incomplete');
    expect(linkShapeProblem('demo@example.com', 'demo reset token')).toBe('incomplete');
  });
  it('a whole link is for the server to check', () =>
    expect(linkShapeProblem('demo@example.com', 'demo-reset-token')).toBeNull());
});

describe('a set-password link: what the server tells', () => {
  it('maps each refusal key', () => {
    expect(linkErrorProblem({ status: 410, keys: ['token_expired'] })).toBe('expired');
    expect(linkErrorProblem({ status: 409, keys: ['token_used'] })).toBe('used');
    expect(linkErrorProblem({ status: 400, keys: ['invalid_token'] })).toBe('invalid');
  });
  it('another 4xx refuses the link without a reason; a network or server failure leaves it unchecked', () => {
    expect(linkErrorProblem({ status: 400, keys: ['something_else'] })).toBe('invalid');
    expect(linkErrorProblem({ status: 0, keys: ['network_error'] })).toBe('unchecked');
    expect(linkErrorProblem({ status: 503, keys: ['unknown_error'] })).toBe('unchecked');
  });
});

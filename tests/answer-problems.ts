import { setAnswerReporter } from '@/api/http/answer-report';

/**
 * In tests an answer that differs from the contract fails the test (tests/setup.ts), while
 * the screen under test behaves as in production. A test about that behaviour calls
 * expectAnswerProblems() first and reads what was reported.
 */
const reported: string[] = [];
let expected = false;

export function installAnswerReporter() {
  setAnswerReporter((endpointId, problems) => {
    reported.push(...problems.map((problem) => `${endpointId}: ${problem}`));
  });
}

/** This test sends answers that differ from the contract on purpose: returns what is reported. */
export function expectAnswerProblems(): readonly string[] {
  expected = true;
  return reported;
}

/** Called after each test: the problems nobody expected. */
export function takeUnexpectedAnswerProblems(): string[] {
  const found = reported.splice(0);
  const unexpected = expected ? [] : found;
  expected = false;
  return unexpected;
}

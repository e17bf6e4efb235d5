/**
 * Where mismatches between an answer and the contract go (docs/api-assumptions.md). The
 * screen always renders what it could read; the mismatch is reported once per call and
 * problem: in production on the console, in tests as a failure (tests/setup.ts).
 */
export type AnswerReporter = (endpointId: string, problems: readonly string[]) => void;

const seen = new Set<string>();

const consoleOnce: AnswerReporter = (endpointId, problems) => {
  for (const problem of problems) {
    const key = `${endpointId}|${problem}`;
    if (seen.has(key)) continue;
    seen.add(key);
    console.warn(`[api] ${endpointId}: answer differs from the contract: ${problem}`);
  }
};

let reporter: AnswerReporter = consoleOnce;

export function reportAnswerProblems(endpointId: string, problems: readonly string[]) {
  if (problems.length) reporter(endpointId, problems);
}

/** Tests install a reporter that fails the test; `null` restores the console. */
export function setAnswerReporter(next: AnswerReporter | null) {
  reporter = next ?? consoleOnce;
}

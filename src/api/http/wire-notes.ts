import * as v from 'valibot';

/**
 * What reading an answer noticed: the tolerant fields of the wire kit (`wire.ts`) note
 * fallbacks and mismatches while valibot parses; `withNotes` collects them for one parse, so
 * `request()` and the probe can report them (`answer-report.ts`).
 */

/** What reading one answer noticed. */
export interface WireNotes {
  /** Labels of fields SPEC does not name that were missing: their fallback was used. */
  fallbacks: Set<string>;
  /** Values of another type, missing fields SPEC names, rows that were skipped. */
  mismatches: string[];
}

let current: WireNotes | null = null;

/** Notes one thing a tolerant field saw, into the parse under way (none outside `withNotes`). */
export function note(kind: 'fallback' | 'mismatch', text: string) {
  if (!current) return;
  if (kind === 'fallback') current.fallbacks.add(text);
  else if (!current.mismatches.includes(text)) current.mismatches.push(text);
}

/** Runs a parse and returns what its tolerant fields noticed. */
export function withNotes<T>(run: () => T): { result: T; notes: WireNotes } {
  const outer = current;
  const mine: WireNotes = { fallbacks: new Set(), mismatches: [] };
  current = mine;
  try {
    return { result: run(), notes: mine };
  } finally {
    current = outer;
    if (outer) {
      for (const label of mine.fallbacks) outer.fallbacks.add(label);
      for (const text of mine.mismatches) note('mismatch', text);
    }
  }
}

/** Parses an answer (or part of one) and returns the result with what was noticed. */
export function readWire<S extends v.GenericSchema>(schema: S, data: unknown) {
  return withNotes(() => v.safeParse(schema, data));
}

/** One line per issue: `path: message`. */
export function summarizeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

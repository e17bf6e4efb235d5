/**
 * The length of a text as the rules count it, whatever the script or the interface language:
 * characters (Unicode code points), as JSON Schema's `maxLength` and a database column count
 * them. Not UTF-16 units (an emoji would count 2) and not bytes (a Cyrillic letter is 2 bytes
 * in UTF-8, a Latin one 1).
 */
export function charCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/** Any letter or sign of the Cyrillic script (Russian, Ukrainian і ї є ґ, and the rest). */
export function hasCyrillic(value: string): boolean {
  return /\p{Script=Cyrillic}/u.test(value);
}

/**
 * Entries by title, case-insensitive and locale-aware, numbers in natural order, ties by id
 * (SPEC.md section 7: the short store list is sorted by title on the client).
 */
export function sortByTitle<T extends { id: number; title: string | null }>(
  entries: readonly T[],
  locale?: string,
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [...entries].sort((a, b) => collator.compare(a.title ?? '', b.title ?? '') || a.id - b.id);
}

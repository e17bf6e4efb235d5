/** A text as a reader compares it: case, spacing, and closing punctuation set aside. */
function comparable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.!…]+$/u, '')
    .toLowerCase();
}

/**
 * The free text a server sends with an event (a log message, a history comment), kept as a
 * second line under the label the cabinet gives the event only when it adds something: null
 * when it is empty or says what one of `labels` says (the label as shown, and its English
 * text, which is what a server writes).
 */
export function extraNote(
  note: string | null | undefined,
  labels: ReadonlyArray<string | null | undefined>,
): string | null {
  const text = note?.trim();
  if (!text) return null;
  const own = comparable(text);
  return labels.some((label) => label && comparable(label) === own) ? null : text;
}

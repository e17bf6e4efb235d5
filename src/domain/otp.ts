/**
 * The one-time code input's rules (SPEC.md section 5 "One-time code input"): which characters
 * a box accepts, and what typing, deleting and pasting make of the code.
 */

/** `numeric`: digits only. `alphanumeric`: Latin letters (upper-cased) and digits. */
export type OtpMode = 'numeric' | 'alphanumeric';

const ALLOWED: Record<OtpMode, RegExp> = {
  numeric: /^\d$/,
  alphanumeric: /^[A-Za-z\d]$/,
};

/** One character a box accepts. */
export function isOtpChar(char: string, mode: OtpMode): boolean {
  return ALLOWED[mode].test(char);
}

/**
 * A paste (or an autofilled code) into the box at `at`: the text replaces the boxes from there
 * on, trimmed to the free length (the boxes left from `at`). In number mode a text with
 * anything but digits is rejected as a whole (`null`); in letter-numeric mode other
 * characters are dropped. Surrounding whitespace (a copied line break) is ignored.
 */
export function applyOtpPaste(
  value: string,
  pasted: string,
  length: number,
  mode: OtpMode,
  at: number = value.length,
): string | null {
  const text = pasted.trim();
  if (text === '') return null;
  const chars = [...text];
  if (mode === 'numeric' && !chars.every((char) => isOtpChar(char, mode))) return null;
  const clean = chars
    .filter((char) => isOtpChar(char, mode))
    .join('')
    .toUpperCase();
  if (clean === '') return null;
  const start = Math.min(Math.max(at, 0), value.length, length);
  const free = length - start;
  return value.slice(0, start) + clean.slice(0, free);
}

/** The value after typing `char` into box `index` (filled boxes are contiguous from the first). */
export function typeOtpChar(
  value: string,
  char: string,
  index: number,
  length: number,
  mode: OtpMode,
): string {
  if (!isOtpChar(char, mode)) return value;
  const next = mode === 'alphanumeric' ? char.toUpperCase() : char;
  if (index < value.length) return value.slice(0, index) + next + value.slice(index + 1);
  return value.length < length ? value + next : value;
}

/** The value after deleting the character of box `index`. */
export function removeOtpChar(value: string, index: number): string {
  if (index < 0 || index >= value.length) return value;
  return value.slice(0, index) + value.slice(index + 1);
}

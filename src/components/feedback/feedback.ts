/**
 * App-wide feedback: toasts and the save indicator ("popup"). A tiny module-level
 * store read with useSyncExternalStore, so any feature (or a non-React module such as
 * the query client) can call `toast.error(message)` or `popup.success()`.
 * Messages are already translated by the caller.
 */

/** SPEC 9: at most 5 toasts on screen; a 6th hides the oldest. */
export const TOAST_LIMIT = 5;
/** SPEC 9: each toast hides after 5 seconds (paused while hovered or focused). */
export const TOAST_LIFETIME_MS = 5000;
/** How long the save indicator stays on screen. */
export const POPUP_LIFETIME_MS = 2500;

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastEntry {
  readonly id: number;
  readonly tone: ToastTone;
  readonly message: string;
  /** How many times this message came while it was on screen (a repeat is shown and announced). */
  readonly count: number;
}

export type PopupKind = 'success' | 'fail';

export interface PopupEntry {
  readonly id: number;
  readonly kind: PopupKind;
  /** Undefined: the indicator shows its default text ("Saved" / "Error"). */
  readonly text: string | undefined;
}

type Listener = () => void;

interface Countdown {
  handle: ReturnType<typeof setTimeout> | null;
  remaining: number;
  startedAt: number;
}

let nextId = 1;

// ---- Toasts ----
let toasts: readonly ToastEntry[] = [];
const countdowns = new Map<number, Countdown>();
const toastListeners = new Set<Listener>();
let paused = false;

function emitToasts() {
  for (const listener of toastListeners) listener();
}

function runCountdown(id: number) {
  const countdown = countdowns.get(id);
  if (!countdown || countdown.handle !== null) return;
  countdown.startedAt = Date.now();
  countdown.handle = setTimeout(() => dismissToast(id), countdown.remaining);
}

function stopCountdown(id: number) {
  const countdown = countdowns.get(id);
  if (countdown?.handle != null) clearTimeout(countdown.handle);
  countdowns.delete(id);
}

function dismissToast(id: number) {
  if (!toasts.some((entry) => entry.id === id)) return;
  stopCountdown(id);
  toasts = toasts.filter((entry) => entry.id !== id);
  emitToasts();
}

function showToast(tone: ToastTone, message: string): number {
  // The same message again (e.g. a failing request retried) shows once with how many times it
  // came, as a new toast (announced again, a fresh lifetime): a repeat never passes silently.
  const duplicate = toasts.find((entry) => entry.tone === tone && entry.message === message);
  let next = toasts;
  if (duplicate) {
    stopCountdown(duplicate.id);
    next = next.filter((entry) => entry.id !== duplicate.id);
  }
  const entry: ToastEntry = { id: nextId++, tone, message, count: (duplicate?.count ?? 0) + 1 };
  next = [...next, entry];
  while (next.length > TOAST_LIMIT) {
    const [oldest, ...rest] = next;
    if (oldest) stopCountdown(oldest.id);
    next = rest;
  }
  toasts = next;
  countdowns.set(entry.id, { handle: null, remaining: TOAST_LIFETIME_MS, startedAt: 0 });
  if (!paused) runCountdown(entry.id);
  emitToasts();
  return entry.id;
}

export const toast = {
  success: (message: string): number => showToast('success', message),
  error: (message: string): number => showToast('error', message),
  info: (message: string): number => showToast('info', message),
  dismiss: dismissToast,
};

/** Freezes every toast's remaining lifetime (pointer over the stack or focus inside it). */
export function pauseToasts(): void {
  if (paused) return;
  paused = true;
  const now = Date.now();
  for (const countdown of countdowns.values()) {
    if (countdown.handle === null) continue;
    clearTimeout(countdown.handle);
    countdown.handle = null;
    countdown.remaining = Math.max(0, countdown.remaining - (now - countdown.startedAt));
  }
}

export function resumeToasts(): void {
  if (!paused) return;
  paused = false;
  for (const id of countdowns.keys()) runCountdown(id);
}

export function subscribeToasts(listener: Listener): () => void {
  toastListeners.add(listener);
  return () => toastListeners.delete(listener);
}

export function getToasts(): readonly ToastEntry[] {
  return toasts;
}

// ---- Popup (save indicator) ----
let currentPopup: PopupEntry | null = null;
let popupTimer: ReturnType<typeof setTimeout> | null = null;
const popupListeners = new Set<Listener>();

function emitPopup() {
  for (const listener of popupListeners) listener();
}

function hidePopup() {
  if (popupTimer !== null) clearTimeout(popupTimer);
  popupTimer = null;
  if (currentPopup === null) return;
  currentPopup = null;
  emitPopup();
}

function showPopup(kind: PopupKind, text: string | undefined) {
  if (popupTimer !== null) clearTimeout(popupTimer);
  currentPopup = { id: nextId++, kind, text };
  popupTimer = setTimeout(hidePopup, POPUP_LIFETIME_MS);
  emitPopup();
}

export const popup = {
  /** Save succeeded; default text "Saved". */
  success: (text?: string): void => showPopup('success', text),
  /** Save failed; default text "Error". */
  fail: (text?: string): void => showPopup('fail', text),
  hide: hidePopup,
};

export function subscribePopup(listener: Listener): () => void {
  popupListeners.add(listener);
  return () => popupListeners.delete(listener);
}

export function getPopup(): PopupEntry | null {
  return currentPopup;
}

/** Clears every toast and the indicator, with their timers (tests, logout). */
export function resetFeedback(): void {
  for (const id of [...countdowns.keys()]) stopCountdown(id);
  toasts = [];
  paused = false;
  emitToasts();
  hidePopup();
}

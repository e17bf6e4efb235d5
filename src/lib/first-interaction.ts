/**
 * Runs `callback` once, on the first focus or tap anywhere on the page: for code that only a
 * send needs, loaded while the merchant fills the form instead of at start or on submit.
 * Returns the way to stop listening (an effect's cleanup).
 */
export function onFirstInteraction(callback: () => void): () => void {
  const events = ['focusin', 'pointerdown'] as const;
  const off = () => {
    for (const name of events) document.removeEventListener(name, run, true);
  };
  function run() {
    off();
    callback();
  }
  for (const name of events) document.addEventListener(name, run, true);
  return off;
}

// In-page half of the engines' driver-neutral layer (tests/engines/lib/page.ts): finds
// elements as Testing Library does (its UMD build, `window.TestingLibraryDom`, is injected just
// before this file) and tells whether one can take a click. The runner sends a query as a list
// of steps, each searched inside the matches of the one before:
//   [{ by: 'role', role: 'region', name: 'Withdraw' }, { by: 'role', role: 'button', name: 'Confirm' }]
// A name or text is a string (exact) or { source, flags } (a regular expression).
(() => {
  const dom = window.TestingLibraryDom;
  const matcher = (value) =>
    value && typeof value === 'object' && 'source' in value ? new RegExp(value.source, value.flags) : value;

  const within = (container, step) => {
    switch (step.by) {
      case 'role':
        return dom.queryAllByRole(container, step.role, {
          name: matcher(step.name),
          hidden: false,
          ...(step.level === undefined ? {} : { level: step.level }),
        });
      case 'label':
        return dom.queryAllByLabelText(container, matcher(step.text));
      case 'text':
        return dom.queryAllByText(container, matcher(step.text), { ignore: 'script, style, noscript' });
      case 'css':
        return [...container.querySelectorAll(step.selector)];
      default:
        throw new Error(`unknown query step ${JSON.stringify(step)}`);
    }
  };

  const resolve = (steps) => {
    let found = [document.body];
    for (const step of steps) {
      found = [...new Set(found.flatMap((container) => within(container, step)))];
      if (step.nth !== undefined) {
        const one = step.nth < 0 ? found[found.length + step.nth] : found[step.nth];
        found = one ? [one] : [];
      }
    }
    return found;
  };

  const visible = (element) => {
    if (
      typeof element.checkVisibility === 'function' &&
      !element.checkVisibility({ visibilityProperty: true })
    )
      return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };

  const disabled = (element) =>
    element.disabled === true || element.closest('[aria-disabled="true"], fieldset:disabled') !== null;

  /** Same box in two animation frames in a row: not moving (a dialog opening, a slide). */
  const settled = (element) =>
    new Promise((resolveFrame) => {
      const first = element.getBoundingClientRect();
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const second = element.getBoundingClientRect();
          resolveFrame(
            Math.abs(first.x - second.x) < 0.5 &&
              Math.abs(first.y - second.y) < 0.5 &&
              Math.abs(first.width - second.width) < 0.5,
          );
        }),
      );
    });

  /** Why `element` cannot take a click now, or null when it can (Playwright's actionability). */
  const notActionable = async (element, still) => {
    if (!element.isConnected) return 'detached';
    if (!visible(element)) return 'not visible';
    if (disabled(element)) return 'disabled';
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    if (still && !(await settled(element))) return 'moving';
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    if (hit && hit !== element && !element.contains(hit) && !hit.contains(element)) {
      // A label's click reaches its control; anything else on top would take the click.
      const label = hit.closest('label');
      if (!(label && label.control === element))
        return `covered by <${hit.localName}${hit.className ? ` class="${hit.className}"` : ''}>`;
    }
    return null;
  };

  const describe = (element) => {
    const name = element.getAttribute('aria-label') || element.textContent?.trim().slice(0, 60) || '';
    return `<${element.localName}>${name ? ` "${name}"` : ''}`;
  };

  /** Watches started by `watch`: whether their element has been seen since. */
  const watches = [];

  Object.defineProperty(window, '__engines', {
    value: Object.freeze({
      /**
       * Starts watching for a visible match of the steps, however briefly it shows (a "Saved"
       * indicator lives 2.5 s, less than a slow engine may take between two polls); `seen(id)`
       * tells whether one has shown since.
       */
      watch: (steps) => {
        const entry = { seen: false };
        const check = () => {
          if (entry.seen || !resolve(steps).some(visible)) return;
          entry.seen = true;
          observer.disconnect();
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        check();
        watches.push(entry);
        return watches.length - 1;
      },
      seen: (id) => watches[id]?.seen === true,
      /** The first element the steps find, or null. */
      find: (steps) => resolve(steps)[0] ?? null,
      count: (steps) => resolve(steps).length,
      /** What a check reads from the first match (null when there is none). */
      state: (steps) => {
        const element = resolve(steps)[0];
        if (!element) return null;
        return {
          visible: visible(element),
          disabled: disabled(element),
          value: 'value' in element ? String(element.value) : null,
          text: element.textContent ?? '',
          checked: element.getAttribute('aria-checked') ?? (element.checked === true ? 'true' : null),
          expanded: element.getAttribute('aria-expanded'),
        };
      },
      /** The first match once it can take a click, or a reason it cannot (a string). */
      actionable: async (steps, { still = true } = {}) => {
        const element = resolve(steps)[0];
        if (!element) return 'not found';
        return (await notActionable(element, still)) ?? element;
      },
      /** Focuses the first match and selects its text, so that typing replaces it. */
      focusForTyping: (steps) => {
        const element = resolve(steps)[0];
        if (!element) return false;
        element.focus();
        if (typeof element.select === 'function') element.select();
        return document.activeElement === element;
      },
      describe: (steps) => {
        const element = resolve(steps)[0];
        return element ? describe(element) : null;
      },
    }),
  });
})();

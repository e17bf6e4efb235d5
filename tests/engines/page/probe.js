// The first script of every page in `npm run test:engines` (tests/engines/lib/site.ts puts it
// at the top of <head>, before the boot script and the app). It records what must fail a run:
// uncaught errors, unhandled rejections, console errors, same-origin resources that failed
// and CSP violations. The runner takes the records after every step (`__enginesProbe.take()`).
// Plain browser JavaScript, no module: the same file runs in Firefox, WebKit and Chromium.
(() => {
  const records = [];
  const origin = location.origin;
  const push = (kind, text) => {
    records.push({ kind, text: String(text).slice(0, 600), path: location.pathname });
  };
  const describe = (value) => {
    if (value instanceof Error)
      // WebKit's stack has no message line; Firefox's neither.
      return value.stack?.includes(value.message)
        ? value.stack
        : `${value.name}: ${value.message}\n${value.stack ?? ''}`;
    if (typeof value === 'object' && value !== null) {
      try {
        return JSON.stringify(value);
      } catch {
        return String(value);
      }
    }
    return String(value);
  };
  const sameOrigin = (url) => {
    try {
      return new URL(url, location.href).origin === origin;
    } catch {
      return false;
    }
  };
  const urlOf = (element) => {
    const href = element.href;
    if (typeof href === 'string' && href) return href;
    if (href && typeof href.baseVal === 'string') return href.baseVal; // SVG <image>, <use>
    return (
      element.currentSrc || element.src || element.getAttribute('href') || element.getAttribute('src') || ''
    );
  };

  // Resource errors do not bubble: only a capturing listener on window sees them.
  addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof Element) {
        const url = urlOf(target);
        if (!url || sameOrigin(url)) {
          const rel = target.getAttribute('rel');
          push('failed resource', `<${target.localName}${rel ? ` rel=${rel}` : ''}> ${url}`);
        }
        return;
      }
      push(
        'page error',
        event.error ? describe(event.error) : `${event.message} (${event.filename}:${event.lineno})`,
      );
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => push('unhandled rejection', describe(event.reason)));
  document.addEventListener('securitypolicyviolation', (event) =>
    push(
      'CSP violation',
      `${event.effectiveDirective || event.violatedDirective} blocked ${event.blockedURI || '(inline)'}`,
    ),
  );

  const consoleError = console.error;
  console.error = function (...args) {
    push('console error', args.map(describe).join(' '));
    return consoleError.apply(this, args);
  };

  // Answers with an error status: assets and catalogues (404, ...) and the API's server
  // errors. The API's 4xx are its protocol (401 refreshes, 403 asks for a second factor).
  // `responseStatus` is newer than some engines: where it is missing, element errors above
  // still catch a failed asset.
  if (typeof PerformanceObserver === 'function') {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const status = entry.responseStatus;
          if (typeof status !== 'number' || status < 400 || !sameOrigin(entry.name)) continue;
          const api = new URL(entry.name).pathname.startsWith('/api/');
          if (!api || status >= 500)
            push('failed resource', `HTTP ${status} ${entry.initiatorType} ${entry.name}`);
        }
      }).observe({ type: 'resource', buffered: true });
    } catch {
      // No resource timing here: element errors still count.
    }
  }

  Object.defineProperty(window, '__enginesProbe', {
    value: Object.freeze({ take: () => records.splice(0, records.length) }),
  });
})();

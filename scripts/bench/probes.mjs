// Functions that run inside the page (serialised by Playwright: no closures over Node scope).

/**
 * The dashboard's readiness. Preferred: one `[data-bench="dashboard-ready"]` element that
 * the dashboard renders once its statistics cards, stores carousel and transactions table
 * all show data. Fallback, from its landmarks and ARIA: the region named "Statistics" with
 * four cards, the "Stores" / "Stores (N)" heading with at least one slide, a table or list
 * named like invoices or transactions with real (not aria-hidden placeholder) rows, and
 * nothing in <main> aria-busy (cards, carousel and table set it while loading).
 */
export function dashboardProbe(wait = false) {
  // With `wait`, answers false until ready (for waitForFunction; a string predicate would need eval, which the CSP forbids).
  const answer = (state) => (wait && !state.ready ? false : state);
  const visible = (el) => {
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden';
  };
  const text = (el) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (el) =>
    [
      el.getAttribute('aria-label'),
      text(document.getElementById(el.getAttribute('aria-labelledby') ?? '')),
      text(el.querySelector(':scope > caption')),
    ].join(' ');
  const main = document.querySelector('main');
  const where = () => `${location.pathname}, page text "${text(document.body).slice(0, 80)}"`;
  if (!main) return answer({ ready: false, missing: [`main landmark (at ${where()})`] });
  const busy = main.querySelector('[aria-busy="true"]') !== null;
  const marker = main.querySelector('[data-bench="dashboard-ready"]');
  if (marker) {
    const ready = visible(marker) && !busy;
    return answer({
      ready,
      via: 'marker',
      at: performance.now(),
      missing: ready ? [] : ['marker visible and nothing busy'],
    });
  }
  const regions = [...main.querySelectorAll('section, [role="region"], [role="group"]')];
  const statistics = regions.find((el) => /statistic/i.test(nameOf(el)));
  const cards = statistics
    ? [...statistics.children].filter((c) => !/^H[1-6]$/.test(c.tagName) && visible(c) && text(c) !== '')
        .length
    : 0;
  const storesHeading = [...main.querySelectorAll('h2, h3, [role="heading"]')].some(
    (h) => visible(h) && /^Stores( \(\d+\))?$/.test(text(h)),
  );
  const slides = main.querySelectorAll('[aria-roledescription="slide"]:not([aria-hidden="true"])').length;
  const transactions = [
    ...main.querySelectorAll('table, [role="table"], [role="grid"], ul, ol, [role="list"]'),
  ].some(
    (el) =>
      visible(el) &&
      /transaction|invoice|payment/i.test(nameOf(el)) &&
      el.querySelectorAll('tbody tr:not([aria-hidden="true"]), li:not([aria-hidden="true"])').length > 0,
  );
  const missing = [];
  if (cards < 4) missing.push(`4 cards in the "Statistics" region (found ${cards})`);
  if (!storesHeading) missing.push('"Stores" heading');
  if (slides === 0) missing.push('a carousel slide');
  if (!transactions) missing.push('invoice / transaction table with rows');
  if (busy) missing.push('nothing aria-busy in main');
  if (missing.length && !visible(main)) missing.push(`visible main (at ${where()})`);
  return answer({ ready: missing.length === 0, via: 'landmarks', at: performance.now(), missing });
}

/**
 * Clicks a link of the visible "Main navigation" and resolves when the target page is shown:
 * mode "content" = a new visible h1 in <main>, visible content besides its header and
 * nothing aria-busy; mode "settled" = the path changed and nothing is aria-busy.
 */
export async function clickNavProbe({ navLabel, linkText, mode, timeoutMs }) {
  const visible = (el) => {
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const text = (el) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const nav = [...document.querySelectorAll('nav')].find(
    (n) => n.getAttribute('aria-label') === navLabel && visible(n),
  );
  if (!nav) return { ok: false, reason: `no visible navigation "${navLabel}"` };
  const link = [...nav.querySelectorAll('a')].find((a) => text(a) === linkText);
  if (!link) return { ok: false, reason: `no link "${linkText}" in "${navLabel}"` };
  const target = new URL(link.href).pathname;
  const onTarget = () =>
    target === '/'
      ? location.pathname === '/'
      : location.pathname === target || location.pathname.startsWith(`${target}/`);
  const oldH1 = document.querySelector('main h1');
  const oldTitle = text(oldH1);
  const check = () => {
    if (!onTarget()) return `path is ${location.pathname}, not ${target}`;
    const main = document.querySelector('main');
    if (!main) return 'no main landmark';
    if (main.querySelector('[aria-busy="true"]')) return 'main is aria-busy';
    if (mode === 'settled') return null;
    const h1 = main.querySelector('h1');
    if (!visible(h1)) return 'no visible h1 in main';
    if (h1 === oldH1 && text(h1) === oldTitle) return 'h1 is still the previous page';
    const header = h1.closest('header') ?? h1;
    const content = [...main.querySelectorAll('*')].some(
      (el) => el.children.length === 0 && !header.contains(el) && visible(el),
    );
    return content ? null : 'no visible content besides the page header';
  };
  const start = performance.now();
  link.click();
  let reason = 'not checked';
  while (performance.now() - start < timeoutMs) {
    await new Promise((done) => requestAnimationFrame(() => done()));
    reason = check();
    if (reason === null) return { ok: true, ms: performance.now() - start, path: location.pathname };
  }
  return { ok: false, reason, path: location.pathname };
}

/** Invoice rows currently in the DOM (real body rows of a table or grid, or marked rows). */
export function invoiceRowsProbe(wait = false) {
  const answer = (state) => (wait && !state.ready ? false : state);
  const main = document.querySelector('main') ?? document.body;
  const marked = main.querySelectorAll('[data-bench="invoice-row"]');
  if (marked.length)
    return answer({ ready: true, rows: marked.length, via: 'marker', at: performance.now() });
  // Spacer and skeleton rows of a virtualised table are aria-hidden: they are not rows.
  const rows = [...main.querySelectorAll('tbody tr, [role="row"]')].filter(
    (row) =>
      !row.querySelector('th, [role="columnheader"]') && row.closest('thead, [aria-hidden="true"]') === null,
  );
  return answer({ ready: rows.length > 0, rows: rows.length, via: 'table rows', at: performance.now() });
}

/**
 * Scrolls the invoice list one step towards its end: the nearest scrollable ancestor of the
 * rows, or the window. Answers whether the end was already reached.
 */
export function scrollInvoiceListProbe() {
  const main = document.querySelector('main') ?? document.body;
  const row = main.querySelector(
    '[data-bench="invoice-row"], tbody tr:not([aria-hidden="true"]), [role="row"]',
  );
  let box = row?.parentElement ?? null;
  while (box && box !== document.body) {
    const style = getComputedStyle(box);
    if (/(auto|scroll)/.test(style.overflowY) && box.scrollHeight > box.clientHeight + 1) break;
    box = box.parentElement;
  }
  const scroller = box && box !== document.body ? box : document.scrollingElement;
  const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;
  scroller.scrollTop = scroller.scrollHeight;
  return {
    atEnd,
    container: scroller === document.scrollingElement ? 'window' : 'list',
    height: scroller.scrollHeight,
  };
}

/**
 * The sign-in form, visible and interactive: its e-mail field, password field and submit
 * button (found by type, name and autocomplete, not by their words, so any language does)
 * are each on screen, enabled, not busy, hidden or inert, and the topmost element at their
 * centre (no boot frame, overlay or transition over them).
 */
export function signInProbe(wait = false) {
  const answer = (state) => (wait && !state.ready ? false : state);
  const text = (el) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const where = () => `${location.pathname}, page text "${text(document.body).slice(0, 80)}"`;
  const usable = (el) => {
    if (!el) return 'missing';
    if (el.disabled || el.readOnly) return 'disabled';
    if (el.closest('[inert], [aria-hidden="true"], [aria-disabled="true"], [aria-busy="true"]'))
      return 'inert, hidden or busy';
    const box = el.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return 'no size';
    if (box.bottom <= 0 || box.right <= 0 || box.top >= innerHeight || box.left >= innerWidth)
      return 'off screen';
    for (let node = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) < 0.1)
        return 'hidden';
    }
    const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    const label = hit?.closest('label');
    if (!hit || !(hit === el || el.contains(hit) || (label && label.control === el))) return 'covered';
    return null;
  };
  const form = [...document.querySelectorAll('form')].find((f) =>
    f.querySelector('input[type="password"], input[name="password"]'),
  );
  const email = form?.querySelector(
    'input[type="email"], input[name="email"], input[autocomplete="username"], input[autocomplete="email"]',
  );
  const password = form?.querySelector('input[type="password"], input[name="password"]');
  const submit = form?.querySelector('button[type="submit"], input[type="submit"], button:not([type])');
  const missing = [];
  if (!form) missing.push(`a form with a password field (at ${where()})`);
  else
    for (const [name, el] of [
      ['e-mail field', email],
      ['password field', password],
      ['submit button', submit],
    ]) {
      const problem = usable(el);
      if (problem) missing.push(`${name}: ${problem}`);
    }
  return answer({ ready: missing.length === 0, at: performance.now(), missing });
}

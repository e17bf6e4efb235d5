import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/render';

/**
 * A layout for Embla, which measures with offsetLeft / offsetWidth (0 everywhere in jsdom):
 * slides 200 px wide side by side in a 400 px track, so the carousel has somewhere to go.
 * (CSS module classes keep their names in tests.)
 */
const SLIDE = 200;
function layOut() {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    if (this.classList.contains('slide')) return SLIDE;
    return this.classList.contains('track') ? 2 * SLIDE : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    if (!this.classList.contains('slide')) return 0;
    return [...(this.parentElement?.children ?? [])].indexOf(this) * SLIDE;
  });
}

/** Animation frames run only when the test says so (the browser may hold them back on a load). */
function holdFrames() {
  let frames = new Map<number, FrameRequestCallback>();
  let id = 0;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.set(++id, callback);
    return id;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((handle) => {
    frames.delete(handle);
  });
  return () => {
    const due = frames;
    frames = new Map();
    for (const callback of due.values()) callback(performance.now());
  };
}

async function dashboardCarousel() {
  await renderRoute('/');
  return screen.findByRole('region', { name: 'Stores (14)' });
}

describe('the stores carousel arrows', () => {
  beforeEach(() => layOut());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('stay disabled until the carousel has started, then Next moves it', async () => {
    const runFrames = holdFrames();
    const region = await dashboardCarousel();
    const next = within(region).getByRole('button', { name: 'Next stores' });
    const previous = within(region).getByRole('button', { name: 'Previous stores' });

    // The stores are there, but Embla has not started (its frame has not come): clicking an
    // enabled Next here would do nothing, so it must not be enabled.
    expect(within(region).getAllByRole('group')).toHaveLength(15);
    expect(next).toBeDisabled();
    expect(previous).toBeDisabled();

    act(() => runFrames());
    expect(next).toBeEnabled();
    expect(previous).toBeDisabled();

    act(() => next.click());
    // Moved one slide on: Embla selected the next snap, so Previous can go back.
    expect(previous).toBeEnabled();
  });
});

import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { InOutPoint } from '@/api/dashboard/dashboard.schemas';
import { InOutPlot } from './in-out-plot';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: {} } } });

const DAY = 86_400;
const start = Date.UTC(2026, 0, 1) / 1000;
// Inflow and outflow cross each other, so filled areas would overlap.
const points: InOutPoint[] = Array.from({ length: 10 }, (_, i) => [
  start + i * DAY,
  i % 2 ? 5000 : 1000,
  i % 2 ? 1000 : 6000,
]);

describe('the in / out chart', () => {
  it('fills only the inflow, lightly; the outflow is a line, so overlaps never mix into brown', () => {
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <InOutPlot points={points} width={640} height={320} labelledBy="caption" compact={false} />
      </I18nextProvider>,
    );
    const paths = [...container.querySelectorAll('svg path')];
    const filled = paths.filter((path) => {
      const fill = path.getAttribute('fill');
      return fill !== null && fill !== 'none' && path.getAttribute('d')?.startsWith('M');
    });
    const areas = filled.filter((path) => path.hasAttribute('fill-opacity'));
    expect(areas).toHaveLength(1);
    expect(areas[0]).toHaveAttribute('fill', '#16a34a');
    expect(Number(areas[0]?.getAttribute('fill-opacity'))).toBeLessThanOrEqual(0.12);
    // Both series still draw their line.
    const lines = paths.filter((path) => path.getAttribute('fill') === 'none');
    expect(lines.map((path) => path.getAttribute('stroke')).sort()).toEqual(['#16a34a', '#dc2626']);
  });
});

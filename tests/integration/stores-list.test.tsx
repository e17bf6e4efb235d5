import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../render';

describe('smoke', () => {
  it.each(['/store', '/store/new', '/store/301', '/store/301/settings', '/store/301/integration', '/store/301/fees', '/store/301/chat'])(
    'renders %s',
    async (path) => {
      await renderRoute(path);
      const h1 = await screen.findByRole('heading', { level: 1 });
      expect(h1).toBeInTheDocument();
      console.log(path, h1.textContent, document.querySelector('main')?.textContent?.slice(0, 600));
    },
  );
});

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// The `fresh` project: each file starts with modules of its own (vite.config.ts), no demo backend.
afterEach(() => cleanup());

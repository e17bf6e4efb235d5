import { setupServer } from 'msw/node';
import { handlers } from './handlers/all';

/** The demo backend inside Vitest (msw/node). */
export const server = setupServer(...handlers);

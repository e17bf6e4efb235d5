import type { RequestHandler } from 'msw';

export const invoicesHandlers: RequestHandler[] = [];

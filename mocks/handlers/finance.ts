import type { RequestHandler } from 'msw';

export const financeHandlers: RequestHandler[] = [];

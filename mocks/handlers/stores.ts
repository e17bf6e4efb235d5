import type { RequestHandler } from 'msw';

export const storesHandlers: RequestHandler[] = [];

import type { RequestHandler } from 'msw';

export const commerceHandlers: RequestHandler[] = [];

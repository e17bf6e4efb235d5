import type { RequestHandler } from 'msw';

export const identityHandlers: RequestHandler[] = [];

import type { RequestHandler } from 'msw';

export const dashboardHandlers: RequestHandler[] = [];

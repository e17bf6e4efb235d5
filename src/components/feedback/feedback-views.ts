/**
 * The toasts' and the save indicator's views: loaded by the feedback layer with the first
 * message (feedback-layer.tsx), not with every screen's start.
 */
export { PopupCard } from './popup';
export { Toaster } from './toast';

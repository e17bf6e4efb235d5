import { onTokenMessage, type TokenMessage } from './token-channel';
import { tokens } from './tokens';

let following = false;

/**
 * This tab takes the pairs the other tabs obtain (API-NOTES: tabs share the rotating refresh
 * token; one refreshes, the others pick the new token up), and a sign-in in another tab
 * (SPEC.md section 4: a tab waiting on /login follows). Idempotent.
 */
export function followOtherTabs(): void {
  if (following) return;
  following = true;
  onTokenMessage(takeTabMessage);
}

/** Takes one message of the token channel (also the boot script's, `refresh.ts`). */
export function takeTabMessage(message: TokenMessage): void {
  if (message.type === 'rotated') {
    // Only a session this tab still holds is updated; a quit tab stays quit.
    if (tokens.hasSession() || tokens.accessToken()) tokens.adoptFromTab(message.tokens);
  } else {
    tokens.adoptFromTab(message.tokens, { login: message.login, rememberMe: message.rememberMe });
  }
}

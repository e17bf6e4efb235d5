/**
 * The route parts the build plugins look for, by the module ids the router plugin gives
 * them (`<route file>?tsr-split=<parts>`), and the graph walk they share.
 */
export const ROUTE_PART = /\?tsr-split=/;
/** A route's screen and loader part, not its loading, error or not-found views. */
export const SCREEN_PART = /\?tsr-split=(component|loader)/;
export const LAYOUT = /[\\/]src[\\/]routes[\\/]_app\.tsx\?tsr-split=/;
export const DASHBOARD = /[\\/]src[\\/]routes[\\/]_app[\\/]index\.tsx\?tsr-split=/;
export const GUEST = /[\\/]src[\\/]routes[\\/]_guest(\.tsx|[\\/][^?]*)\?tsr-split=/;
export const GUEST_LAYOUT = /[\\/]src[\\/]routes[\\/]_guest\.tsx\?tsr-split=/;
/**
 * The whole route tree, generated: the router starts with the guest screens' routes and
 * imports it for a session (router.tsx, withSignedInRoutes).
 */
export const ROUTE_TREE = /[\\/]src[\\/]routeTree\.gen\.ts$/;
/** The dashboard's wide transaction table (a lazily loaded module of its own). */
export const TRANSACTION_TABLE =
  /[\\/]src[\\/]features[\\/]dashboard[\\/]components[\\/]transaction-table\.tsx$/;
/** The sending half of the HTTP layer, which `request()` loads on its first send. */
export const TRANSPORT = /[\\/]src[\\/]api[\\/]http[\\/]exchange\.ts$/;
/**
 * The views of the toasts and the save indicator, which the feedback layer loads with the
 * first message: they go with the sending code (a message mostly follows a call).
 */
export const FEEDBACK_VIEWS = /[\\/]src[\\/]components[\\/]feedback[\\/]feedback-views\.ts$/;
/** The sign-in call, which the sign-in screen loads on its first send. */
export const SIGN_IN_CALL = /[\\/]src[\\/]features[\\/]auth[\\/]sign-in-call\.ts$/;
export const LOGIN = /[\\/]src[\\/]routes[\\/]_guest[\\/]login\.tsx\?tsr-split=/;

/** Everything reachable from `roots` through `next`, the roots included. */
export function walk<T>(roots: Iterable<T>, next: (item: T) => Iterable<T>): Set<T> {
  const seen = new Set<T>();
  const stack = [...roots];
  while (stack.length > 0) {
    const item = stack.pop() as T;
    if (seen.has(item)) continue;
    seen.add(item);
    for (const following of next(item)) stack.push(following);
  }
  return seen;
}

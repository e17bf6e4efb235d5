import { server } from '@mocks/node';

/** Counts the requests the demo backend receives, by method and path, until stopped. */
export function countCalls() {
  const calls: string[] = [];
  const listener = ({ request: r }: { request: Request }) => {
    calls.push(`${r.method} ${new URL(r.url).pathname}`);
  };
  server.events.on('request:start', listener);
  return {
    count: (what: string) => calls.filter((call) => call === what).length,
    /** Every request received so far, as `METHOD /path`. */
    all: () => [...calls],
    stop: () => server.events.removeListener('request:start', listener),
  };
}

/**
 * The refresh worker's rules (`refresh-worker.ts`), free of the worker so they can be tested:
 * one refresh call per presented refresh token, and its answer kept for a short time, so a
 * load that presents the same token again (its page was reloaded or left before the answer
 * arrived, and the server has already rotated that token) is handed the answer instead of
 * spending a used token (API-NOTES "Time and money").
 */

/** What the refresh call answered: its status and its body as sent. */
export interface RefreshAnswer {
  status: number;
  body: string;
}

/** How long a successful answer stays available to a repeated presentation of its token. */
export const KEEP_ANSWER_MS = 60_000;

interface Entry {
  answer: Promise<RefreshAnswer>;
  /** When a successful answer arrived (kept until `keptAt + keepMs`); undefined while pending. */
  keptAt?: number;
}

export interface RefreshKeeperOptions {
  /** One refresh call with this token. Rejects on a network failure. */
  send(token: string): Promise<RefreshAnswer>;
  keepMs?: number;
  now?: () => number;
}

const succeeded = (answer: RefreshAnswer) => answer.status >= 200 && answer.status < 300;

/** The refresh token a successful answer carries (`{ data: { refresh_token } }`), if any. */
function nextToken(answer: RefreshAnswer): string | null {
  try {
    const body: unknown = JSON.parse(answer.body);
    if (body && typeof body === 'object' && 'data' in body) {
      const { data } = body;
      if (
        data &&
        typeof data === 'object' &&
        'refresh_token' in data &&
        typeof data.refresh_token === 'string'
      )
        return data.refresh_token;
    }
  } catch {
    // Not JSON: nothing to follow.
  }
  return null;
}

export function createRefreshKeeper({ send, keepMs = KEEP_ANSWER_MS, now = Date.now }: RefreshKeeperOptions) {
  const entries = new Map<string, Entry>();

  const prune = () => {
    const time = now();
    for (const [token, entry] of entries)
      if (entry.keptAt !== undefined && entry.keptAt + keepMs <= time) entries.delete(token);
  };

  const start = (token: string): Entry => {
    const entry: Entry = {
      answer: send(token).then(
        (answer) => {
          // Only a success is kept: a refusal or a 5xx is asked again next time.
          if (succeeded(answer)) entry.keptAt = now();
          else if (entries.get(token) === entry) entries.delete(token);
          return answer;
        },
        (error: unknown) => {
          if (entries.get(token) === entry) entries.delete(token);
          throw error;
        },
      ),
    };
    entries.set(token, entry);
    return entry;
  };

  return {
    /**
     * The answer for this refresh token: the call already made with it (still running, or
     * answered within `keepMs`), else a new call. When the token that answer carries has been
     * presented since, that later answer is given instead: the newest pair of the chain, never
     * one whose refresh token is already spent.
     */
    async present(token: string): Promise<RefreshAnswer> {
      prune();
      let answer = await (entries.get(token) ?? start(token)).answer;
      const seen = new Set([token]);
      for (;;) {
        const next = succeeded(answer) ? nextToken(answer) : null;
        const later = next && !seen.has(next) ? entries.get(next) : undefined;
        if (!next || !later) return answer;
        seen.add(next);
        const followed = await later.answer.catch(() => null);
        if (!followed || !succeeded(followed)) return answer;
        answer = followed;
      }
    },
    /** Tokens with a call running or an answer kept (for tests). */
    size: () => {
      prune();
      return entries.size;
    },
  };
}

import { describe, expect, it } from 'vitest';
import { createRefreshKeeper, type RefreshAnswer } from './refresh-keeper';

const pair = (refreshToken: string): RefreshAnswer => ({
  status: 200,
  body: JSON.stringify({ data: { access_token: `access-${refreshToken}`, refresh_token: refreshToken } }),
});
const refused: RefreshAnswer = { status: 401, body: JSON.stringify({ messages: ['invalid_token'] }) };

/** A server that rotates: each token answers once with the next one, then is refused. */
function rotatingServer() {
  const sent: string[] = [];
  const waiting: (() => void)[] = [];
  let held = false;
  return {
    sent,
    /** Answers are held until `release()` (a slow network). */
    hold() {
      held = true;
    },
    release() {
      held = false;
      for (const go of waiting.splice(0)) go();
    },
    async send(token: string): Promise<RefreshAnswer> {
      const first = !sent.includes(token);
      sent.push(token);
      if (held) await new Promise<void>((resolve) => waiting.push(resolve));
      return first ? pair(`${token}+`) : refused;
    },
  };
}

describe('refresh worker: one call per presented refresh token, its answer kept a short time', () => {
  it('concurrent presentations of one token make one call and all get its answer', async () => {
    const server = rotatingServer();
    const keeper = createRefreshKeeper({ send: server.send });
    server.hold();
    const answers = Promise.all([keeper.present('t0'), keeper.present('t0'), keeper.present('t0')]);
    server.release();
    expect(await answers).toEqual([pair('t0+'), pair('t0+'), pair('t0+')]);
    expect(server.sent).toEqual(['t0']);
  });

  it('different tokens are different calls', async () => {
    const server = rotatingServer();
    const keeper = createRefreshKeeper({ send: server.send });
    expect(await Promise.all([keeper.present('a'), keeper.present('b')])).toEqual([pair('a+'), pair('b+')]);
    expect(server.sent).toEqual(['a', 'b']);
  });

  it('the next load that presents the same (now used) token is handed the kept answer, not a refusal', async () => {
    const server = rotatingServer();
    const keeper = createRefreshKeeper({ send: server.send });
    // The page that asked is gone before the answer; the worker still has it.
    void keeper.present('t0');
    expect(await keeper.present('t0')).toEqual(pair('t0+'));
    expect(await keeper.present('t0')).toEqual(pair('t0+'));
    expect(server.sent).toEqual(['t0']);
  });

  it('a kept answer expires: after the keeping time the token is presented to the server again', async () => {
    let now = 1_000;
    const server = rotatingServer();
    const keeper = createRefreshKeeper({ send: server.send, keepMs: 60_000, now: () => now });
    await keeper.present('t0');
    now += 59_999;
    expect(await keeper.present('t0')).toEqual(pair('t0+'));
    expect(keeper.size()).toBe(1);
    now += 1;
    expect(keeper.size()).toBe(0);
    expect(await keeper.present('t0')).toEqual(refused);
    expect(server.sent).toEqual(['t0', 't0']);
  });

  it('a refusal and a network failure are not kept: the next presentation asks again', async () => {
    let fail = true;
    const sent: string[] = [];
    const keeper = createRefreshKeeper({
      async send(token) {
        sent.push(token);
        if (fail) throw new TypeError('offline');
        return token === 'bad' ? refused : pair(`${token}+`);
      },
    });
    await expect(keeper.present('t0')).rejects.toThrow('offline');
    fail = false;
    expect(await keeper.present('t0')).toEqual(pair('t0+'));
    expect(await keeper.present('bad')).toEqual(refused);
    expect(await keeper.present('bad')).toEqual(refused);
    expect(sent).toEqual(['t0', 't0', 'bad', 'bad']);
  });

  it('a stale load is handed the newest pair of the chain, never one whose token is spent', async () => {
    const server = rotatingServer();
    const keeper = createRefreshKeeper({ send: server.send });
    expect(await keeper.present('t0')).toEqual(pair('t0+'));
    // A later load stored t0+ and spent it.
    expect(await keeper.present('t0+')).toEqual(pair('t0++'));
    // A load that still read t0 gets t0++ (t0+ is spent), and nothing more is sent.
    expect(await keeper.present('t0')).toEqual(pair('t0++'));
    expect(server.sent).toEqual(['t0', 't0+']);
  });
});

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { SecondFactorCancelled } from '@/api/http/errors';
import {
  registerSecondFactorHandler,
  type SecondFactor,
  type SecondFactorChallenge,
} from '@/api/http/second-factor';
import { ensureFullCatalogue } from '@/i18n/i18n';

/** The dialog (and its dialog primitives) loads on the first challenge, not with every page. */
let dialogModule: Promise<typeof import('./second-factor-dialog')> | null = null;
function loadDialog() {
  if (!dialogModule) {
    dialogModule = import('./second-factor-dialog');
    // A failed download is tried again by the next challenge.
    dialogModule.catch(() => {
      dialogModule = null;
    });
  }
  return dialogModule;
}
const SecondFactorDialog = lazy(() => loadDialog().then((m) => ({ default: m.SecondFactorDialog })));

/** The dialog's code and its messages, downloaded side by side. */
function prepareDialog(): Promise<unknown> {
  void loadDialog().catch(() => undefined);
  // On the guest screens the dialog's messages are not loaded yet.
  return ensureFullCatalogue().catch(() => undefined);
}

interface PendingChallenge {
  id: number;
  challenge: SecondFactorChallenge;
  verify: (factor: SecondFactor) => Promise<void>;
  login: string | null;
  resolve: () => void;
  reject: (error: unknown) => void;
}

let nextId = 1;

/**
 * Mounted once at the root, on every screen (the login screen too): answers every
 * `need_2fa` of the HTTP layer with the dialog. Challenges arriving together are asked
 * one after the other.
 */
export function SecondFactorHost() {
  const [queue, setQueue] = useState<PendingChallenge[]>([]);
  const queueRef = useRef(queue);
  queueRef.current = queue;

  useEffect(() => {
    const unregister = registerSecondFactorHandler(
      (challenge, verify, { login }) =>
        new Promise<void>((resolve, reject) => {
          void prepareDialog().then(() => {
            setQueue((current) => [...current, { id: nextId++, challenge, verify, login, resolve, reject }]);
          });
        }),
    );
    return () => {
      unregister();
      // Nobody can answer any more: the waiting calls end quietly.
      for (const pending of queueRef.current) pending.reject(new SecondFactorCancelled());
    };
  }, []);

  const current = queue[0];
  // The last challenge stays rendered while the dialog plays its closing transition.
  const lastShown = useRef<PendingChallenge | null>(null);
  if (current) lastShown.current = current;
  const shown = current ?? lastShown.current;
  if (!shown) return null;

  const settle = (outcome: (pending: PendingChallenge) => void) => {
    outcome(shown);
    setQueue((list) => list.filter((item) => item.id !== shown.id));
  };

  return (
    <Suspense fallback={null}>
      <SecondFactorDialog
        key={shown.id}
        open={current !== undefined}
        challenge={shown.challenge}
        verify={shown.verify}
        login={shown.login}
        onPassed={() => settle((pending) => pending.resolve())}
        onCancel={() => settle((pending) => pending.reject(new SecondFactorCancelled()))}
        onFailed={(error) => settle((pending) => pending.reject(error))}
      />
    </Suspense>
  );
}

import { useState } from 'react';
import { errorLines } from '../../api/errors';

/** A dialog's save: busy while it runs, the server's messages (400/409) on failure, `done` on success. */
export function useSave() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(call: () => Promise<unknown>, done: () => void) {
    setBusy(true);
    setError(null);
    try {
      await call();
      done();
    } catch (err) {
      setError(errorLines(err));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}

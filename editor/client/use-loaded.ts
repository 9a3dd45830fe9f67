// What a dialog reads from the editor's server when it opens (the published versions, the
// pictures): read once on mount and again on reload(). Until the first answer both are undefined;
// a failed read gives its message as error and keeps what was read before.
import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  value?: T;
  error?: string;
  /** Reads again; settles once the new value or error is in. Never rejects. */
  reload(): Promise<void>;
}

/** `read` is one function for the component's life (define it at module level): a new one reads again. */
export function useLoaded<T>(read: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ value?: T; error?: string }>({});
  const reload = useCallback(
    () =>
      read()
        .then((value) => setState({ value }))
        .catch((e: Error) => setState((s) => ({ value: s.value, error: e.message }))),
    [read],
  );
  useEffect(() => {
    void reload();
  }, [reload]);
  return { ...state, reload };
}

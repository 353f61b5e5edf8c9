import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page, true from then on
 * (and from the start in a page the browser renders itself): for what only the browser can show.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * State the device keeps (local storage), which a server render cannot know: `serverValue` on
 * the server and while hydrating, then what `read` finds, until the component sets it.
 */
export function useDeviceState<T>(read: () => T, serverValue: T): [T, (value: T) => void] {
  const hydrated = useHydrated();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stored = useMemo(() => (hydrated ? read() : serverValue), [hydrated]);
  const [chosen, setChosen] = useState<{ value: T } | null>(null);
  const set = useCallback((value: T) => setChosen({ value }), []);
  return [chosen ? chosen.value : stored, set];
}

import { startTransition, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
const nothing = () => 0;

/**
 * Whether React is hydrating this component now (or rendering it on the server): it asks for a
 * store's server snapshot only then. Both snapshots are the same, so React never re-renders to
 * reconcile them (a differing one forces a synchronous re-render of every user after hydration).
 */
function useServerSnapshotAsked(): boolean {
  let asked = false;
  useSyncExternalStore(subscribeToNothing, nothing, () => {
    asked = true;
    return 0;
  });
  return asked;
}

/**
 * False on the server and while the browser hydrates a server-rendered page, true from then on
 * (and from the start in a page the browser renders itself): for what only the browser can show.
 * The change after hydration is a transition, so it is rendered in slices a tap can interrupt.
 */
export function useHydrated(): boolean {
  const hydrating = useServerSnapshotAsked();
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * A browser store's value (as useSyncExternalStore reads it), except that the server and a
 * hydrating component get `serverValue`, and the browser's value follows in useHydrated's
 * transition: a store whose server snapshot differs makes React re-render every user of it
 * synchronously after hydration, a long task when cards use it.
 */
export function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, serverValue: T): T {
  const hydrated = useHydrated();
  const readServerValue = () => serverValue;
  return useSyncExternalStore(subscribe, hydrated ? read : readServerValue, readServerValue);
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

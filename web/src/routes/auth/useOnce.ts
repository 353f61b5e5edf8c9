import { useEffect, useRef, useState } from 'react';

const consumed = new Set<string>();

/**
 * Runs `effect` once per key for the life of the page: single-use tokens must not be
 * sent twice (React's development double effects, or a re-render, would otherwise do so).
 * Returns true when the key had already been used before this component mounted (the
 * visitor came back to the same link), so the page can say the link was used.
 */
export function useOncePerKey(key: string | null, effect: (key: string) => void): boolean {
  const [usedBefore] = useState(() => key != null && consumed.has(key));
  const effectRef = useRef(effect);
  effectRef.current = effect;
  useEffect(() => {
    if (key == null || consumed.has(key)) return;
    consumed.add(key);
    effectRef.current(key);
  }, [key]);
  return usedBefore;
}

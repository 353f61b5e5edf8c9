// Whether the visitor has touched this page yet (a pointer, a key, a scroll), recorded from the
// moment the app starts. The analytics prompt waits for it: its chunk loads after the page, and
// shown at once it became the page's largest contentful paint in place of the page's own content.
const EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
let interacted = false;
const listeners = new Set<() => void>();

function record() {
  if (interacted) return;
  interacted = true;
  for (const event of EVENTS) window.removeEventListener(event, record, true);
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') for (const event of EVENTS) window.addEventListener(event, record, { capture: true, passive: true });

export const hasInteracted = (): boolean => interacted;

export function subscribeInteraction(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

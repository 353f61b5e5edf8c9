// The only script of a server-rendered guest page (api/src/lib/serverRender.ts sends the page
// the build wrote for it, web/vite.config.ts). The page reads without its scripts, so they are
// asked for once its first frame has painted: a phone's bandwidth then goes to what paints
// first, and the content shows at once instead of behind 200 KB of JavaScript. Links work
// before the app starts; a tap on a control waits for it (below).

/** Most a browser that never reports its first paint waits for the scripts. */
const FIRST_PAINT_WAIT_MS = 2000;

const tag = document.querySelector<HTMLScriptElement>('script[data-modules]');
const [entry, ...chunks] = (tag?.dataset.modules ?? '').split(' ').filter(Boolean);

/**
 * Requests started per task: each costs the main thread about 0.3 ms (fifty in one task took
 * 15 ms here, 60 ms at a phone's speed).
 */
const REQUESTS_PER_TASK = 10;

function preload(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  return link;
}

let started = false;
function start(): void {
  if (started || !entry) return;
  started = true;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
  for (let from = 0; from < chunks.length; from += REQUESTS_PER_TASK) {
    setTimeout(() => document.head.append(...chunks.slice(from, from + REQUESTS_PER_TASK).map(preload)), 0);
  }
}

// Until the app starts, the server's HTML has no handlers: a tap on a control, or a choice in a
// list, would be lost. The last one is held (its native effect too: no form is sent, no box
// ticked twice) and done again as the app starts (main.tsx announces it with APP_START); React
// then hydrates at once to answer it, as it does for a tap during hydration.
const APP_START = 'commons:app-start';
const CONTROLS = 'button, [role="button"], [role="menuitem"], [role="tab"], input[type="checkbox"], input[type="radio"]';
let heldTap: HTMLElement | null = null;
let heldChoice: { select: HTMLSelectElement; value: string } | null = null;

function holdTap(event: MouseEvent): void {
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
  if (!control) return;
  event.preventDefault();
  heldTap = control;
}

function holdChoice(event: Event): void {
  if (event.target instanceof HTMLSelectElement) heldChoice = { select: event.target, value: event.target.value };
}

document.addEventListener('click', holdTap, true);
document.addEventListener('change', holdChoice, true);
document.addEventListener(
  APP_START,
  () => {
    document.removeEventListener('click', holdTap, true);
    document.removeEventListener('change', holdChoice, true);
    if (heldChoice?.select.isConnected) {
      heldChoice.select.value = heldChoice.value;
      heldChoice.select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (heldTap?.isConnected) heldTap.click();
    heldTap = null;
    heldChoice = null;
  },
  { once: true },
);

// A hidden tab (or a prerender) paints nothing until shown: it starts at once.
if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  start();
} else {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    // After the task that reported the paint, so the frame is not delayed by the requests.
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, FIRST_PAINT_WAIT_MS);
}

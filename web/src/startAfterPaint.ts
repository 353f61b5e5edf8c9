// The only script of a server-rendered guest page (api/src/lib/serverRender.ts sends the page
// the build wrote for it, web/vite.config.ts). The page reads without its scripts, so they are
// asked for once its first frame has painted: a phone's bandwidth then goes to what paints
// first, and the content shows at once instead of behind 200 KB of JavaScript. Taps before
// hydration do nothing, as they already did while the scripts loaded; links still work.

/** Most a browser that never reports its first paint waits for the scripts. */
const FIRST_PAINT_WAIT_MS = 2000;

const tag = document.querySelector<HTMLScriptElement>('script[data-modules]');
const [entry, ...chunks] = (tag?.dataset.modules ?? '').split(' ').filter(Boolean);

/** Requests started per task: each costs the main thread about 0.3 ms (50 in one task: 15 ms here, 60 at a phone's speed). */
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

// How a server-rendered page carries the answers it was rendered from: a JSON data block after
// #root, written by the server (api/src/lib/serverRender.ts) and read once by main.tsx.
import type { ServerRenderResponses } from './relay/environment';
import type { RenderedPollOrders } from './features/polls/renderedPollOrders';

export const SERVER_RENDER_DATA_ID = 'server-render-data';

export interface ServerRenderData {
  /** When it was rendered (ms): the page hydrates at that time (features/posts/useNow.ts). */
  renderedAt: number;
  responses: ServerRenderResponses;
  /** The option orders its polls were shown in (features/polls/pollOrder.ts). */
  pollOrders: RenderedPollOrders;
}

/** The data block for a page's HTML; `<` is escaped so no string in it can close the script. */
export function serverRenderDataTag(data: ServerRenderData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVER_RENDER_DATA_ID}">${json}</script>`;
}

/** The answers this page was rendered from, or null for a page the server did not render. */
export function takeServerRenderData(): ServerRenderData | null {
  const element = document.getElementById(SERVER_RENDER_DATA_ID);
  if (!element) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as Partial<ServerRenderData>;
    return typeof data.renderedAt === 'number' && data.responses && data.pollOrders ? (data as ServerRenderData) : null;
  } catch {
    return null;
  }
}

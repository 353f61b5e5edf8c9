// The poll option orders a server render used, by post id: the page hands them to the browser
// that hydrates it (serverRenderData.ts). Apart from pollOrder.ts: the entry sets them, and need
// not carry the shuffling.

export type RenderedPollOrders = Record<string, number[]>;

let renderedOrders: RenderedPollOrders = {};

/** Starts a server render's orders afresh, or gives the browser those of the page it hydrates. */
export function setRenderedPollOrders(orders: RenderedPollOrders): void {
  renderedOrders = orders;
}

/** The orders the server render used. */
export function getRenderedPollOrders(): RenderedPollOrders {
  return renderedOrders;
}


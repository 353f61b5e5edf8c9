// The server's render of a landing page for a guest (api/src/lib/serverRender.ts calls it): the
// same App as the browser's, on the address asked for, its queries answered in process. The page
// then shows its content before any script has run, and main.tsx hydrates it from the same answers.
// Renders take turns: the session, the environment and the loaders' references are module state.
import { renderToString } from 'react-dom/server';
import { Observable, getRequestIdentifier, type GraphQLResponse, type Variables } from 'relay-runtime';
import { App } from './App';
import { startSession } from './features/session/sessionStore';
import { setServerRenderTime } from './features/posts/useNow';
import { getRenderedPollOrders, setRenderedPollOrders } from './features/polls/renderedPollOrders';
import { createRelayEnvironment, requestBody, setServerRenderEnvironment, type ServerRenderResponses } from './relay/environment';
import { createAppRouter } from './router';
import { serverRenderDataTag } from './serverRenderData';

export { hasMemberHint } from './features/session/memberHint';

export interface ServerRenderRequest {
  /** The page's absolute address. */
  url: string;
  /** Runs one GraphQL operation as a guest: the body the browser would POST to /graphql. */
  execute(body: Record<string, unknown>): Promise<GraphQLResponse>;
}

export interface ServerRender {
  /** What goes inside #root. */
  html: string;
  /** The data block that goes after #root (serverRenderData.ts). */
  dataTag: string;
}

const MAX_PASSES = 3;

const hasErrors = (response: GraphQLResponse) => 'errors' in response && Array.isArray(response.errors) && response.errors.length > 0;

/**
 * The page's HTML, or null when it should not be pre-rendered: a redirect, an unknown address, an
 * error anywhere (the browser then renders it as it always did).
 */
export async function renderPage(request: ServerRenderRequest): Promise<ServerRender | null> {
  startSession(); // once: no storage here, so always a guest
  const renderedAt = Date.now();
  setServerRenderTime(renderedAt);
  setRenderedPollOrders({});
  const responses: ServerRenderResponses = {};
  const answered: Array<Promise<unknown>> = [];
  let failed = false;
  setServerRenderEnvironment(
    createRelayEnvironment((params, variables: Variables) => {
      const answer = request.execute(requestBody(params, variables)).then((response) => {
        if (hasErrors(response)) failed = true;
        responses[getRequestIdentifier(params, variables)] = response;
        return response;
      });
      answered.push(answer.catch(() => (failed = true)));
      return Observable.from(answer);
    }),
  );
  const router = createAppRouter({ serverUrl: request.url });
  await router.ready;
  const requested = new URL(request.url);
  const { location, errors } = router.state;
  if (errors || location.pathname !== requested.pathname || location.search !== requested.search) return null;
  // Synchronous passes, so nothing is streamed and the page needs no inline script (the CSP allows
  // none). A pass that meets a query or a component not loaded yet leaves that boundary to the
  // browser (<!--$!-->); the next pass, once they are in, renders it.
  for (let pass = 1; ; pass++) {
    await Promise.all(answered);
    if (failed) return null;
    const html = renderToString(<App router={router} />);
    if (!html.includes('<!--$!-->')) return { html, dataTag: serverRenderDataTag({ renderedAt, responses, pollOrders: getRenderedPollOrders() }) };
    if (pass === MAX_PASSES) return null;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

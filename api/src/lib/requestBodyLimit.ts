// The body limit of /graphql (requestLimits.bodyBytes), in place of yoga's maxRequestBodySize.
// yoga pipes every body through a counting stream, which costs each request an AbortController,
// a DOMException with its stack and a stream pipeline. A declared Content-Length needs none of
// it: Node's HTTP parser never hands on more body than the header declares, so the declared size
// is checked once and only a body without one (chunked) is counted as it streams. Same answers:
// 413 REQUEST_ENTITY_TOO_LARGE, 400 for a Content-Length that is not one whole number.
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const tooLarge = () => new GraphQLError('Request body too large', { extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' } });
const CONTENT_LENGTH = /^\d+$/;

export function useRequestBodyLimit(limit: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const declared = request.headers.get('content-length');
      if (declared !== null) {
        if (!CONTENT_LENGTH.test(declared)) {
          throw new GraphQLError('Content-Length header is invalid.', { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' } });
        }
        if (Number(declared) > limit) throw tooLarge();
        return;
      }
      if (!requestParser || !request.body) return;
      setRequestParser((req) => {
        let bytes = 0;
        // The native stream's own TransformStream (a ponyfill one cannot pipe it; yoga issue 4583).
        const Transform = req.body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
        const counted = req.body!.pipeThrough(
          new Transform({
            transform(chunk: Uint8Array, controller) {
              bytes += chunk.byteLength;
              if (bytes > limit) controller.error(tooLarge());
              else controller.enqueue(chunk);
            },
          }),
        );
        return requestParser(new fetchAPI.Request(req.url, { method: req.method, headers: req.headers, signal: req.signal, body: counted, duplex: 'half' } as RequestInit));
      });
    },
  };
}

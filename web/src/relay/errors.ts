// Errors raised by the network layer. GraphQL errors carry `extensions.code` and a
// user-facing `message` (the spec's exact text), which the UI shows as is.

export const NETWORK_ERROR_MESSAGE =
  'CORS Error: Unable to access the API. Please check your network connection and try again.';
export const API_REQUEST_FAILED_MESSAGE = 'API request failed';

export interface GraphQLErrorShape {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; [key: string]: unknown };
}

/** The request never got an answer (offline, DNS, connection refused, CORS). */
export class NetworkError extends Error {
  readonly endpoint: string;
  constructor(endpoint: string, options?: { cause?: unknown }) {
    super(NETWORK_ERROR_MESSAGE, options);
    this.name = 'NetworkError';
    this.endpoint = endpoint;
  }
}

/** The server answered, but with an error (HTTP status and/or GraphQL errors). */
export class ApiError extends Error {
  readonly status: number;
  readonly endpoint: string;
  readonly code: string | null;
  readonly errors: GraphQLErrorShape[];
  readonly data: unknown;
  constructor(args: { status: number; endpoint: string; errors?: GraphQLErrorShape[]; data?: unknown; message?: string }) {
    const errors = args.errors ?? [];
    const first = errors.find((e) => typeof e?.message === 'string' && e.message !== '');
    super(first?.message ?? args.message ?? API_REQUEST_FAILED_MESSAGE);
    this.name = 'ApiError';
    this.status = args.status;
    this.endpoint = args.endpoint;
    this.errors = errors;
    this.data = args.data ?? null;
    const code = errors.find((e) => typeof e?.extensions?.code === 'string')?.extensions?.code;
    this.code = typeof code === 'string' ? code : null;
  }
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/**
 * The message to show for a failed call: the server's message for API errors, the network
 * message when the server was unreachable, otherwise the given fallback. Internal or
 * masked server errors ('Unexpected error.') fall back as well. The generic classifier
 * (errorClassifier.ts) shows this message with its class's title and suggestions.
 */
export function userMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return error.message;
  if (error instanceof ApiError) {
    if (error.errors.length === 0 || error.message === API_REQUEST_FAILED_MESSAGE) return fallback;
    if (/^unexpected error\.?$/i.test(error.message) || error.code === 'INTERNAL_SERVER_ERROR') return fallback;
    return error.message;
  }
  return fallback;
}

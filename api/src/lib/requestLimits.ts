// Every limit one request is held to, in one place (docs/api.md, "Limits"): what it may send,
// what it may ask for, and how long it may take. The transports, the schema and the database
// read them from here.

export const requestLimits = {
  /**
   * Bytes of one request body (HTTP /graphql and /api) or WebSocket message. The largest real
   * request is a post: 40,000 characters (as \uXXXX escapes, as some JSON encoders send them,
   * 240 KB) in up to 2,000 rich-text nodes with every mark and long links (about 400 KB more).
   */
  bodyBytes: 1024 * 1024,
  /** Items in any one list argument (`nodes(ids)` and every other list, literal or variable). */
  listItems: 100,
  /** Largest page of any connection (`first`/`last`); a connection may allow fewer. */
  pageSize: 100,
  /** Page of a connection that sets no size of its own. */
  defaultPageSize: 20,
  /**
   * Fields one operation may resolve, counted with its real page sizes and list lengths
   * (variables included). The first-party client's largest page, the home feed with 50 cards,
   * resolves about 4,500; 100 posts by id with 100 comments each would be over 30,000.
   */
  resolvedFields: 20_000,
  /** Wall time of a query: then it stops and answers 503 (mutations are left to finish). */
  queryDeadlineMs: 10_000,
  /** One SQL statement on PostgreSQL (the embedded PGlite cannot interrupt a statement). */
  statementTimeoutMs: 5_000,
} as const;

/**
 * Per-document limits (graphql-armor), checked in validation, before variables are known. The
 * cost is sized so the first-party client's largest page (a post with 50 comments, a feed page
 * of 50 cards) passes with literal page sizes too.
 */
export const documentLimits = { depth: 12, aliases: 30, tokens: 3000, cost: 150000 } as const;

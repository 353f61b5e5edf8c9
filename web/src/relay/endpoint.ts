/** Where the API answers GraphQL: POST for queries and mutations, a WebSocket for subscriptions. */
export const GRAPHQL_PATH = '/graphql';

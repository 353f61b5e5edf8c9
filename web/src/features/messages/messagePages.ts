// What the route loaders need of the message pages (router.tsx, in the entry), apart from the
// rules in messageRules.ts, which load with those pages: the page sizes and the conversation address.

/** Conversations per page of /messages. */
export const CONVERSATIONS_PAGE_SIZE = 20;
/** Messages per page of a thread (older ones are loaded when scrolling to the top). */
export const MESSAGES_PAGE_SIZE = 30;

/** The numeric id or global id a /messages/:conversationId address may carry. */
export const CONVERSATION_ID_PATTERN = /^(?:[1-9][0-9]{0,9}|[A-Za-z0-9+/=_-]{4,200})$/;

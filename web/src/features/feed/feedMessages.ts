// The feed's messages (content spec §8 'Feed').
export const FEED_LOAD_FAILED = 'Failed to load posts. The server might be unavailable.';
export const MY_FEED_LOAD_FAILED = 'Failed to load your feed.';
export const LOAD_MORE_FAILED = 'Could not load more posts.';
/** The notice when My Feed is built from trending posts because nothing is followed. */
export const MY_FEED_FALLBACK_NOTICE = 'You are not following anything yet, so My Feed shows trending posts.';

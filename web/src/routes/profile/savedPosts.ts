// The page size of the profile's 'Saved posts' (kept out of the component so the router
// can import it without the page's code).
export const SAVED_POSTS_PAGE_SIZE = 10;
export const SAVED_POSTS_EMPTY = 'No saved posts yet. Use Save on a post to keep it here.';

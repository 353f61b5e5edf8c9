// On its own, not in commentThreads.ts (which loads with the post page): the post page's route
// loader (router.tsx, in the entry) preloads the first page of comments.

/** Comments loaded per page on the post page. */
export const COMMENTS_PAGE_SIZE = 50;

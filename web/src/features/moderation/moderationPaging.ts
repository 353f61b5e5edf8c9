// On their own, not in reviewQueue.ts and standing/appealRules.ts (which load with their pages):
// the route loaders (router.tsx, in the entry) preload these first pages.

/** Posts and comments per page of the review queue. */
export const QUEUE_PAGE_SIZE = 20;
/** Actions per page on the Account standing page. */
export const MY_ACTIONS_PAGE_SIZE = 20;

/** What a post address may carry as its id: a url id, a numeric id or a global id. */
export const POST_ID_PATTERN = /^[A-Za-z0-9_=-]{1,64}$/;

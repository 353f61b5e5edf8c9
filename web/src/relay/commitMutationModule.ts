// Relay's commitMutation in a module of its own: useLazyMutation loads it with the first mutation
// document, so a page's first render carries neither.
export { commitMutation } from 'relay-runtime';

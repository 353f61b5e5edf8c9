// A stable number per object (a preloaded query reference), usable as a React key: an error
// boundary keyed by it starts over when the route loader hands over a new reference.
const keys = new WeakMap<object, number>();
let next = 1;

export function refKey(ref: object): number {
  let key = keys.get(ref);
  if (key === undefined) {
    key = next++;
    keys.set(ref, key);
  }
  return key;
}

// Text a request may carry. PostgreSQL refuses NUL in text and JSON (an error deep in a query,
// answered 500), and a lone UTF-16 surrogate (JSON's "\uD800") is not Unicode at all: each
// transport checks every string of a request once, where it enters, and refuses both with 400.
import { DomainError } from './errors.ts';

export const malformedTextMessage = 'Text must not contain NUL characters or unpaired surrogates (invalid Unicode).';

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the database can store the text as it is: no NUL and no unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}

/**
 * Throws BAD_USER_INPUT when any string in a JSON-like value (object keys included, at any
 * depth) is not storable. Walks with a stack of its own: a deeply nested document must not
 * overflow the call stack.
 */
export function assertStorableText(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (!isStorableText(current)) throw new DomainError('BAD_USER_INPUT', malformedTextMessage);
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) pending.push(key, item);
    }
  }
}

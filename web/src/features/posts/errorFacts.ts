// What a failed call on a post or comment tells us (content spec §8), and the 'verify your email'
// answer every action can get: apart from postErrors, so that a card's vote and save buttons do
// not carry the composer's moderation messages.
import { ApiError, NetworkError, userMessage } from '../../relay/errors';

/** What a failed call tells us, independent of the transport. */
export interface ErrorFacts {
  code: string | null;
  message: string;
  network: boolean;
}

export function errorFacts(error: unknown): ErrorFacts {
  if (error instanceof NetworkError) return { code: null, message: error.message, network: true };
  if (error instanceof ApiError) return { code: error.code, message: userMessage(error, ''), network: false };
  return { code: null, message: '', network: false };
}

const VERIFY_EMAIL_PATTERN = /verify your email/i;

/** The 'verify your email' answer (EMAIL_NOT_VERIFIED) of posting, commenting and voting. */
export function isVerifyEmailError(error: unknown): boolean {
  const facts = errorFacts(error);
  return facts.code === 'EMAIL_NOT_VERIFIED' || VERIFY_EMAIL_PATTERN.test(facts.message);
}

export const VERIFY_EMAIL_FALLBACK = 'Please verify your email address before posting, commenting or voting.';

/** The message of a 'verify your email' answer, or the fallback. */
export function verifyEmailMessage(error: unknown): string {
  const { message } = errorFacts(error);
  return message || VERIFY_EMAIL_FALLBACK;
}

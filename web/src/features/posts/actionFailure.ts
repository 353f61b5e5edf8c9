// How a member's vote, save or like that failed is told (content spec §8): a refusal for an
// unverified email raises the red banner under the top bar; anything else is a toast with the
// server's message, or the action's own when the server gave none worth showing.
import { userMessage } from '../../relay/errors';
import { showToast } from '../../ui/toastStore';
import { showEmailRequired } from './emailRequiredStore';
import { isVerifyEmailError, verifyEmailMessage } from './errorFacts';

export function showActionFailure(error: Error, fallback: string): void {
  if (isVerifyEmailError(error)) showEmailRequired(verifyEmailMessage(error));
  else showToast(userMessage(error, fallback), 'error');
}

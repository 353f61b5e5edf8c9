// The server's reason for a refused join or leave, when it gave one (not for network failures
// or masked server errors, where the spec's text alone is shown).
import { ApiError, userMessage } from '../../relay/errors';

export function membershipReason(error: unknown): string | null {
  return error instanceof ApiError ? userMessage(error, '') || null : null;
}

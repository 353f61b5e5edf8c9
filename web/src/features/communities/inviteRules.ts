// Invite links of private communities (/join/{code}): the create form's choices and checks (the
// API's limits: expiry 1 to 8760 hours, use limit 1 to 1000) and how a link's state reads.
import { formatCount } from '../../ui/format';

export const INVITE_MAX_USES = 1000;

export const INVITE_EXPIRY_CHOICES: { label: string; hours: number | null }[] = [
  { label: 'Never', hours: null },
  { label: '1 hour', hours: 1 },
  { label: '1 day', hours: 24 },
  { label: '7 days', hours: 7 * 24 },
  { label: '30 days', hours: 30 * 24 },
];

export const INVITE_MAX_USES_MESSAGE = `The use limit must be a whole number from 1 to ${INVITE_MAX_USES}`;

/** The use limit typed in the form: null for none (empty), a number, or the error to show. */
export function readMaxUses(text: string): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  if (!/^\d+$/.test(trimmed)) return { error: INVITE_MAX_USES_MESSAGE };
  const value = Number(trimmed);
  if (value < 1 || value > INVITE_MAX_USES) return { error: INVITE_MAX_USES_MESSAGE };
  return { value };
}

export type InviteStatus = 'ACTIVE' | 'EXPIRED' | 'REVOKED' | 'USED_UP';

export const INVITE_STATUS_LABELS: Record<InviteStatus, string> = {
  ACTIVE: 'Active',
  EXPIRED: 'Expired',
  REVOKED: 'Revoked',
  USED_UP: 'Used up',
};

/** '3 of 10 uses', '1 use', 'No uses yet'. */
export function inviteUsesLabel(useCount: number, maxUses: number | null): string {
  if (maxUses !== null) return `${useCount} of ${maxUses} use${maxUses === 1 ? '' : 's'}`;
  if (useCount === 0) return 'No uses yet';
  return useCount === 1 ? '1 use' : `${formatCount(useCount)} uses`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** 'Never expires', 'Expires Jan 5, 2026, 3:00 PM' or 'Expired Jan 5, 2026, 3:00 PM'. */
export function inviteExpiryLabel(expiresAt: string | null, now: number = Date.now()): string {
  if (!expiresAt) return 'Never expires';
  const at = new Date(expiresAt);
  if (Number.isNaN(at.getTime())) return 'Never expires';
  return `${at.getTime() <= now ? 'Expired' : 'Expires'} ${dateFormat.format(at)}`;
}

// A cookie that only says "this browser holds a session": the session itself stays in local
// storage and is never sent with page requests. The server renders the guest view of a landing
// page into its HTML (api/src/lib/serverRender.ts) only for browsers without it, since it cannot
// know who a member is when the page is asked for.

export const MEMBER_HINT_COOKIE = 'commons_member';
/** Longer than any session; signing out clears it sooner. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

let written: boolean | null = null;

/** Sets or clears the hint; writes only when it changes (a cookie write goes to disk). */
export function writeMemberHint(signedIn: boolean): void {
  if (typeof document === 'undefined' || written === signedIn) return;
  written = signedIn;
  document.cookie = signedIn
    ? `${MEMBER_HINT_COOKIE}=1; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`
    : `${MEMBER_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Whether a Cookie header carries the hint. */
export function hasMemberHint(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.trim().startsWith(`${MEMBER_HINT_COOKIE}=1`));
}

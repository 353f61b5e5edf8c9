// What a banned member reads when the server signs them out (spec issue 10: "the member's open tab
// is signed out with the ban message"): the server's BANNED answer names the end time and the
// reason (api/src/domain/moderation/bans.ts). A small store the network layer and the session
// fill and BanNoticeDialog shows until the member closes it.
import { useSyncExternalStore } from 'react';
import type { GraphQLErrorShape } from '../../relay/errors';

export interface BanNotice {
  message: string;
  /** ISO end of a temporary ban; null when permanent. */
  bannedUntil: string | null;
  permanent: boolean;
  /** Where the member may appeal the ban, when the server gives one. */
  appealUrl: string | null;
}

let notice: BanNotice | null = null;
const listeners = new Set<() => void>();

export function getBanNotice(): BanNotice | null {
  return notice;
}

export function showBanNotice(next: BanNotice): void {
  notice = next;
  for (const listener of [...listeners]) listener();
}

export function clearBanNotice(): void {
  if (!notice) return;
  notice = null;
  for (const listener of [...listeners]) listener();
}

export function useBanNotice(): BanNotice | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getBanNotice,
    getBanNotice,
  );
}

/** The notice carried by a BANNED answer (GraphQL extensions or the REST body), else null. */
export function banNoticeOf(answer: { code?: unknown; error?: unknown; message?: unknown; [key: string]: unknown } | null | undefined, message?: string): BanNotice | null {
  if (!answer || (answer.code !== 'BANNED' && answer.error !== 'BANNED')) return null;
  const text = message ?? (typeof answer.message === 'string' ? answer.message : '');
  if (!text) return null;
  return {
    message: text,
    bannedUntil: typeof answer.bannedUntil === 'string' ? answer.bannedUntil : null,
    permanent: answer.permanent === true,
    appealUrl: typeof answer.appealUrl === 'string' ? answer.appealUrl : null,
  };
}

export function banNoticeOfErrors(errors: readonly GraphQLErrorShape[]): BanNotice | null {
  for (const error of errors) {
    const found = banNoticeOf(error.extensions, error.message);
    if (found) return found;
  }
  return null;
}

/** Asks the server why `token` is no longer accepted: the ban notice when it is a ban, else null. */
export async function fetchBanNotice(token: string): Promise<BanNotice | null> {
  try {
    const response = await fetch('/api/auth/me', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' }, credentials: 'same-origin' });
    if (response.status !== 403) return null;
    return banNoticeOf((await response.json()) as Record<string, unknown>);
  } catch {
    return null;
  }
}

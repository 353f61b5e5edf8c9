// /api/unsubscribe?token=… (no login, no CSRF header): the List-Unsubscribe address of
// non-transactional mail (domain/settings/unsubscribe.ts). POST is the RFC 8058 one-click
// (body `List-Unsubscribe=One-Click`, a form) and turns that one mail off; GET only tells what
// the link would turn off, so a link scanner that opens it changes nothing.
import type { Handler, RestRequest } from '../router.ts';
import { unsubscribe, unsubscribeStatus, type UnsubscribeView } from '../../domain/settings/unsubscribe.ts';

const tokenOf = ({ query, body }: RestRequest): unknown => query.get('token') ?? body.token;

const present = (view: UnsubscribeView) => ({
  kind: view.kind,
  label: view.label,
  subscribed: view.subscribed,
  message: view.subscribed ? `${view.label}: on. Unsubscribing turns it off.` : `${view.label}: off. You will not get these emails any more.`,
});

export const unsubscribeStatusHandler: Handler = async (ctx, request) => ({ body: present(await unsubscribeStatus(ctx, { token: tokenOf(request) })) });

export const unsubscribeHandler: Handler = async (ctx, request) => ({ body: present(await unsubscribe(ctx, { token: tokenOf(request) })) });

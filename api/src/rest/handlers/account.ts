// /api/settings and /api/username/*.
import type { Handler } from '../router.ts';
import { getSettings, updateSettings } from '../../domain/settings/settings.ts';
import { searchUsernames, updateUsername } from '../../domain/users/username.ts';
import { presentUser } from '../present.ts';
import { shownDisplayName } from '../../domain/users/validation.ts';
import { mentionCandidates } from '../../domain/mentions/mentions.ts';
import { parseIntId } from '../../lib/ids.ts';

export const getSettingsHandler: Handler = async (ctx) => ({ body: { settings: await getSettings(ctx) } });

// The spec's client writes back the whole object, sometimes nested under `settings`.
export const updateSettingsHandler: Handler = async (ctx, { body }) => ({
  body: { settings: await updateSettings(ctx, body.settings ?? body) },
});

export const updateUsernameHandler: Handler = async (ctx, { body }) => {
  const result = await updateUsername(ctx, { username: body.username });
  return { body: { user: presentUser(result.user, result.user.id), message: result.message } };
};

export const searchUsernameHandler: Handler = async (ctx, { query }) => {
  const users = await searchUsernames(ctx, { query: query.get('q') });
  return { body: { users: users.map((u) => ({ id: u.id, username: u.username, display_name: shownDisplayName(u) })) } };
};

/** GET /api/users/mention-candidates?q=&community_id=: the composer's @ autocomplete (domain/mentions). */
export const mentionCandidatesHandler: Handler = async (ctx, { query }) => {
  const community = query.get('community_id');
  const users = await mentionCandidates(ctx, { prefix: query.get('q'), communityId: community ? parseIntId(community) ?? -1 : null });
  return { body: { users: users.map((u) => ({ id: u.id, username: u.username, display_name: shownDisplayName(u), avatar_color: u.avatarColor })) } };
};

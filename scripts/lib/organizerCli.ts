// The operator's organizer commands of scripts/cli.ts (content spec §2 organizer profile page):
//   organizer:grant <member> <slug> --title <text> --organization <text> [--bio <text>]
//                   [--photo <https url>] [--link <Label=https url>]... [--expertise <a, b, c>]
//   organizer:revoke <slug>
// <member> is a numeric id, username or email address. The rules are the domain's
// (domain/profiles/organizers.ts, as for an admin's grant); a refusal throws its message.
import { parseArgs } from 'node:util';
import type { Ctx } from '../../api/src/context.ts';
import { deleteOrganizerProfile, saveOrganizerProfile } from '../../api/src/domain/profiles/organizers.ts';
import { DomainError } from '../../api/src/lib/errors.ts';

export const organizerUsage = [
  'npm run cli -- organizer:grant <member id, username or email> <slug> --title <text> --organization <text>',
  '    [--bio <text>] [--photo <https url>] [--link <Label=https url>]... [--expertise <a, b, c>]',
  'npm run cli -- organizer:revoke <slug>',
].join('\n');

export const ORGANIZER_COMMANDS = ['organizer:grant', 'organizer:revoke'];

/** Runs one organizer command; answers the line to print. Throws DomainError (the domain's message) or a usage error. */
export async function runOrganizerCommand(db: Ctx['db'], command: string, args: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      organization: { type: 'string' },
      bio: { type: 'string' },
      photo: { type: 'string' },
      link: { type: 'string', multiple: true },
      expertise: { type: 'string' },
    },
  });
  if (command === 'organizer:revoke' && positionals.length === 1) {
    const { slug } = await deleteOrganizerProfile(db, { slug: positionals[0] });
    return `The organizer profile ${slug} is revoked.`;
  }
  if (command === 'organizer:grant' && positionals.length === 2) {
    const socialLinks = (values.link ?? []).map((text) => {
      const at = text.indexOf('=');
      return at > 0 ? { label: text.slice(0, at), url: text.slice(at + 1) } : { label: '', url: text };
    });
    const profile = await saveOrganizerProfile(
      db,
      {
        member: positionals[0],
        slug: positionals[1],
        title: values.title,
        organization: values.organization,
        bio: values.bio,
        photoUrl: values.photo,
        socialLinks,
        expertise: values.expertise?.split(','),
      },
      null,
    );
    return `${profile.name} is a verified organizer at /profile/${profile.slug}.`;
  }
  throw new DomainError('VALIDATION', `Usage:\n${organizerUsage}`);
}

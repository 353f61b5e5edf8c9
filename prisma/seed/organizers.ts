// The demo's two verified organizers (content spec §2 'Organizer profile page: two hard-coded
// organizers by slug'), granted by the demo admin through the same domain rules as an admin's
// grant. Both chose public profiles (they mentor), so guests see them at /profile/{slug}.
import type { Db } from '../../api/src/db.ts';
import type { User } from '../../api/src/generated/prisma/client.ts';
import { saveOrganizerProfile, type GrantOrganizerProfileInput } from '../../api/src/domain/profiles/organizers.ts';

export const demoOrganizers: (Omit<GrantOrganizerProfileInput, 'member'> & { username: string; slug: string })[] = [
  {
    username: 'organizer_bea',
    slug: 'beatriz-campos',
    title: 'Lead Organizer',
    organization: 'Retail & Hospitality Organizing Project',
    bio: 'Staff organizer for fifteen years across retail stores, hotels and warehouses. I train organizing committees in workplace mapping, one-on-one conversations and running a first majority petition.\n\nBring me your first-steps questions: there are no small ones.',
    socialLinks: [
      { label: 'Know your rights (NLRB)', url: 'https://www.nlrb.gov/about-nlrb/rights-we-protect/your-rights' },
      { label: 'Labor Notes', url: 'https://labornotes.org/' },
    ],
    expertise: ['Workplace mapping', 'One-on-one conversations', 'Committee building', 'Campaign strategy'],
  },
  {
    username: 'steward_lee',
    slug: 'min-jun-lee',
    title: 'Chief Steward',
    organization: 'Distribution Center Workers Union',
    bio: 'Chief steward at a 900-person distribution center. Eight years of grievances, disciplinary meetings and contract fights on peak-season scheduling and heat safety.\n\nIf your manager calls you into a meeting that could lead to discipline, ask for your steward first.',
    socialLinks: [{ label: 'Weingarten rights (NLRB)', url: 'https://www.nlrb.gov/about-nlrb/rights-we-protect/your-rights/weingarten-rights' }],
    expertise: ['Grievances', 'Contract interpretation', 'Weingarten meetings', 'Heat safety'],
  },
];

export async function seedOrganizers(db: Db, user: (username: string) => User, admin: User): Promise<number> {
  for (const { username, ...profile } of demoOrganizers) {
    await saveOrganizerProfile(db, { ...profile, member: user(username).id }, admin.id);
  }
  return demoOrganizers.length;
}

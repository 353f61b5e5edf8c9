// What a member profile is made of (content spec §3 User profile, §5 Mentorship topics, §9
// Profile): the work types, the 20 mentorship topics, the avatar colour presets and the limits.
// The web client reads these through GraphQL `profileOptions`, so there is one list of each.

/** Spec §9, in the spec's order; the default is the first. */
export const WORK_TYPES = [
  'Full-time',
  'Part-time',
  'Contract',
  'Freelance',
  'Gig work',
  'Remote work',
  'Hybrid',
  'Seasonal',
  'Temporary',
  'Consulting',
  'Self-employed',
  'Student',
  'Unemployed',
  'Retired',
  'Other',
] as const;
export type WorkType = (typeof WORK_TYPES)[number];
export const DEFAULT_WORK_TYPE: WorkType = 'Full-time';

/** Spec §9: the 20 topics of the catalogue. */
export const MENTORSHIP_TOPICS = [
  'First-time Organizing',
  'Union Leadership',
  'Negotiation Skills',
  'Public Speaking',
  'Campaign Strategy',
  'Legal Knowledge',
  'Financial Planning',
  'Workplace Safety Training',
  'Diversity & Inclusion',
  'Technology Skills',
  'Social Media Advocacy',
  'Grant Writing',
  'Event Planning',
  'Volunteer Management',
  'Research Skills',
  'Writing & Communications',
  'Data Analysis',
  'Project Management',
  'Fundraising',
  'Community Outreach',
] as const;

/**
 * The 24 preset avatar colours of the 'Choose Avatar Color' dialog (shell spec §9: 24 preset
 * colours; the default #6366F1 first), 4 to a row. Any #RRGGBB is accepted; these are offered.
 * The demo content picks its members' colours from here (prisma/seed/accounts.ts).
 */
export const AVATAR_COLORS = [
  { name: 'Indigo', hex: '#6366F1' },
  { name: 'Red', hex: '#EF4444' },
  { name: 'Orange', hex: '#F97316' },
  { name: 'Amber', hex: '#F59E0B' },
  { name: 'Yellow', hex: '#EAB308' },
  { name: 'Lime', hex: '#84CC16' },
  { name: 'Green', hex: '#22C55E' },
  { name: 'Emerald', hex: '#10B981' },
  { name: 'Teal', hex: '#14B8A6' },
  { name: 'Cyan', hex: '#06B6D4' },
  { name: 'Sky', hex: '#0EA5E9' },
  { name: 'Blue', hex: '#3B82F6' },
  { name: 'Violet', hex: '#8B5CF6' },
  { name: 'Purple', hex: '#A855F7' },
  { name: 'Fuchsia', hex: '#D946EF' },
  { name: 'Pink', hex: '#EC4899' },
  { name: 'Rose', hex: '#F43F5E' },
  { name: 'Brick', hex: '#B91C1C' },
  { name: 'Forest', hex: '#15803D' },
  { name: 'Navy', hex: '#1E3A8A' },
  { name: 'Plum', hex: '#6B21A8' },
  { name: 'Brown', hex: '#92400E' },
  { name: 'Slate', hex: '#64748B' },
  { name: 'Charcoal', hex: '#374151' },
] as const;
export const DEFAULT_AVATAR_COLOR = '#6366F1';

export const profileLimits = {
  /** Spec §5/§9: characters of bio text. */
  bioMaxChars: 1000,
  /** Spec §9: a custom mentorship topic's length. */
  customTopicMaxChars: 30,
  /** Custom topics per list ('Add custom topic (n/max)'); the spec leaves the max open (docs/decisions.md). */
  customTopicsMax: 5,
  skillMaxChars: 50,
  skillsMax: 30,
  /** Spec §9: the profile's own post list. */
  postsPageSize: 10,
  /** Find a mentor: members per page. */
  mentorsPageSize: 12,
  /** A member's followers or following list: members per page. */
  followListPageSize: 20,
} as const;

// The mentorship topic picker's rules (content spec §5 Mentorship topics, §9 Profile): suggestions
// (up to 4 from bio keywords, up to 2 popular for the work type, then a fixed default set; only
// topics available and not yet chosen; 6 at most), the topics one list may offer (never the other
// list's picks) and the custom topic entry. The server checks the lists again
// (api/src/domain/profiles/mentorship.ts) with the same limits, which come from profileOptions.

export const SUGGESTIONS_SHOWN = 6;
const FROM_BIO_MAX = 4;
const FROM_WORK_TYPE_MAX = 2;

/** Keywords of a bio and the topics they point to (e.g. union → organizing, bargaining, leadership). */
const KEYWORD_TOPICS: readonly [RegExp, readonly string[]][] = [
  [/\bunion|steward|local\b/, ['First-time Organizing', 'Negotiation Skills', 'Union Leadership']],
  [/\borganiz|organis|campaign|drive\b/, ['Campaign Strategy', 'First-time Organizing', 'Community Outreach']],
  [/\bbargain|contract|negotiat/, ['Negotiation Skills', 'Legal Knowledge']],
  [/\bsafety|osha|injur|hazard/, ['Workplace Safety Training']],
  [/\blaw|legal|rights|grievance/, ['Legal Knowledge']],
  [/\bspeak|rally|meeting/, ['Public Speaking']],
  [/\bsocial media|tiktok|instagram|online/, ['Social Media Advocacy']],
  [/\bwrit|newsletter|blog/, ['Writing & Communications']],
  [/\bdata|spreadsheet|survey/, ['Data Analysis', 'Research Skills']],
  [/\bresearch/, ['Research Skills']],
  [/\bfund|donat|dues/, ['Fundraising', 'Financial Planning']],
  [/\bgrant/, ['Grant Writing']],
  [/\bevent|potluck/, ['Event Planning']],
  [/\bvolunteer/, ['Volunteer Management']],
  [/\btech|software|developer|engineer|code/, ['Technology Skills']],
  [/\bproject|manag|lead/, ['Project Management', 'Union Leadership']],
  [/\bdiversity|inclusion|equity/, ['Diversity & Inclusion']],
  [/\bbudget|money|financ|retire/, ['Financial Planning']],
  [/\bcommunity|neighbo/, ['Community Outreach']],
];

/** Topics popular for a work type. */
const WORK_TYPE_TOPICS: Readonly<Record<string, readonly string[]>> = {
  'Full-time': ['Union Leadership', 'Negotiation Skills'],
  'Part-time': ['First-time Organizing', 'Legal Knowledge'],
  Contract: ['Negotiation Skills', 'Legal Knowledge'],
  Freelance: ['Financial Planning', 'Negotiation Skills'],
  'Gig work': ['Legal Knowledge', 'Social Media Advocacy'],
  'Remote work': ['Technology Skills', 'Social Media Advocacy'],
  Hybrid: ['Technology Skills', 'Project Management'],
  Seasonal: ['Legal Knowledge', 'Workplace Safety Training'],
  Temporary: ['Legal Knowledge', 'First-time Organizing'],
  Consulting: ['Project Management', 'Research Skills'],
  'Self-employed': ['Financial Planning', 'Fundraising'],
  Student: ['Research Skills', 'Public Speaking'],
  Unemployed: ['Legal Knowledge', 'Community Outreach'],
  Retired: ['Volunteer Management', 'Community Outreach'],
  Other: ['Community Outreach', 'First-time Organizing'],
};

const DEFAULT_TOPICS = ['First-time Organizing', 'Public Speaking', 'Negotiation Skills', 'Community Outreach', 'Campaign Strategy', 'Union Leadership'];

const lower = (topics: readonly string[]) => new Set(topics.map((t) => t.toLowerCase()));

/** The catalogue topics one list may pick from: not chosen in the other list. */
export function availableTopics(catalogue: readonly string[], otherList: readonly string[]): string[] {
  const taken = lower(otherList);
  return catalogue.filter((t) => !taken.has(t.toLowerCase()));
}

export function suggestTopics(input: { bioText: string; workType: string; available: readonly string[]; chosen: readonly string[]; limit?: number }): string[] {
  const available = lower(input.available);
  const chosen = lower(input.chosen);
  const out: string[] = [];
  const take = (topics: readonly string[], max: number) => {
    let added = 0;
    for (const topic of topics) {
      if (added >= max || out.length >= (input.limit ?? SUGGESTIONS_SHOWN)) return;
      const key = topic.toLowerCase();
      if (!available.has(key) || chosen.has(key) || out.some((t) => t.toLowerCase() === key)) continue;
      out.push(topic);
      added += 1;
    }
  };
  const bio = input.bioText.toLowerCase();
  take(KEYWORD_TOPICS.filter(([pattern]) => pattern.test(bio)).flatMap(([, topics]) => topics), FROM_BIO_MAX);
  take(WORK_TYPE_TOPICS[input.workType] ?? [], FROM_WORK_TYPE_MAX);
  take(DEFAULT_TOPICS, Infinity);
  return out;
}

/** Adds or removes a topic; choosing one already chosen does nothing else. */
export function toggleTopic(chosen: readonly string[], topic: string): string[] {
  const key = topic.toLowerCase();
  return chosen.some((t) => t.toLowerCase() === key) ? chosen.filter((t) => t.toLowerCase() !== key) : [...chosen, topic];
}

export function customCount(chosen: readonly string[], catalogue: readonly string[]): number {
  const known = lower(catalogue);
  return chosen.filter((t) => !known.has(t.toLowerCase())).length;
}

export type CustomTopicCheck = { ok: true; topic: string } | { ok: false; message: string };

/** A custom topic to add: trimmed, at most `maxChars`, not already in either list. */
export function checkCustomTopic(text: string, chosen: readonly string[], otherList: readonly string[], maxChars: number): CustomTopicCheck {
  const topic = text.replace(/\s+/g, ' ').trim();
  if (!topic) return { ok: false, message: 'Enter a topic' };
  if (topic.length > maxChars) return { ok: false, message: `A custom topic can be at most ${maxChars} characters` };
  if (lower(chosen).has(topic.toLowerCase())) return { ok: false, message: 'You already chose this topic' };
  if (lower(otherList).has(topic.toLowerCase())) return { ok: false, message: 'This topic is in your other mentorship list' };
  return { ok: true, topic };
}

/** Skills added with Enter: trimmed, empties and repeats (any case) ignored (spec §5). */
export function addSkill(skills: readonly string[], text: string): string[] {
  const skill = text.replace(/\s+/g, ' ').trim();
  if (!skill || skills.some((s) => s.toLowerCase() === skill.toLowerCase())) return [...skills];
  return [...skills, skill];
}

/** The skills text of the form split by commas into a list (spec §5). */
export function splitSkills(text: string): string[] {
  return text.split(',').reduce<string[]>((skills, part) => addSkill(skills, part), []);
}

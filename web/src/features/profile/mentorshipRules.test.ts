import { describe, expect, it } from 'vitest';
import { addSkill, availableTopics, checkCustomTopic, customCount, splitSkills, suggestTopics, toggleTopic } from './mentorshipRules';

const CATALOGUE = [
  'First-time Organizing', 'Union Leadership', 'Negotiation Skills', 'Public Speaking', 'Campaign Strategy', 'Legal Knowledge',
  'Financial Planning', 'Workplace Safety Training', 'Diversity & Inclusion', 'Technology Skills', 'Social Media Advocacy',
  'Grant Writing', 'Event Planning', 'Volunteer Management', 'Research Skills', 'Writing & Communications', 'Data Analysis',
  'Project Management', 'Fundraising', 'Community Outreach',
];

describe('mentorship topic suggestions', () => {
  it('takes up to 4 from bio keywords, up to 2 for the work type, then defaults, 6 at most', () => {
    const s = suggestTopics({ bioText: 'Shop steward in our union; I write the newsletter and track safety hazards.', workType: 'Gig work', available: CATALOGUE, chosen: [] });
    expect(s).toHaveLength(6);
    // union → organizing, bargaining, leadership; then writing (4 from the bio).
    expect(s.slice(0, 4)).toEqual(['First-time Organizing', 'Negotiation Skills', 'Union Leadership', 'Workplace Safety Training']);
    expect(s.slice(4)).toEqual(['Legal Knowledge', 'Social Media Advocacy']);
  });

  it('skips chosen topics and those of the other list, and fills with the defaults', () => {
    const available = availableTopics(CATALOGUE, ['Public Speaking']);
    const s = suggestTopics({ bioText: '', workType: 'Full-time', available, chosen: ['Union Leadership'] });
    expect(s).not.toContain('Public Speaking');
    expect(s).not.toContain('Union Leadership');
    expect(s).toEqual(['Negotiation Skills', 'First-time Organizing', 'Community Outreach', 'Campaign Strategy']);
  });

  it('toggles, counts custom topics and checks a custom entry', () => {
    expect(toggleTopic(['A'], 'a')).toEqual([]);
    expect(toggleTopic(['A'], 'B')).toEqual(['A', 'B']);
    expect(customCount(['Fundraising', 'Night shifts'], CATALOGUE)).toBe(1);
    expect(checkCustomTopic('  Night   shifts ', [], [], 30)).toEqual({ ok: true, topic: 'Night shifts' });
    expect(checkCustomTopic('x'.repeat(31), [], [], 30)).toEqual({ ok: false, message: 'A custom topic can be at most 30 characters' });
    expect(checkCustomTopic('night shifts', [], ['Night shifts'], 30).ok).toBe(false);
  });

  it('adds skills trimmed, without empties or repeats, and splits the comma text', () => {
    expect(addSkill(['Forklift'], '  forklift ')).toEqual(['Forklift']);
    expect(addSkill(['Forklift'], '   ')).toEqual(['Forklift']);
    expect(addSkill([], ' First aid ')).toEqual(['First aid']);
    expect(splitSkills('a, b,,A , c')).toEqual(['a', 'b', 'c']);
  });
});

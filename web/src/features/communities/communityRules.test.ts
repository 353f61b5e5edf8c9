import { describe, expect, it } from 'vitest';
import {
  communityErrorField,
  communityPath,
  exploreNeedsReload,
  exploreUrl,
  exploreVariables,
  membershipFailure,
  membersLabel,
  readExploreParams,
  validateCommunityForm,
} from './communityRules';

const valid = { name: 'Night Shift Nurses', description: '', category: 'Healthcare', icon: '' };

describe('validateCommunityForm', () => {
  it('accepts a name of 3 to 50 characters with a category', () => {
    expect(validateCommunityForm(valid)).toEqual({});
    expect(validateCommunityForm({ ...valid, name: 'abc' })).toEqual({});
    expect(validateCommunityForm({ ...valid, name: 'x'.repeat(50) })).toEqual({});
  });

  it('refuses a missing, short or long name with the server texts', () => {
    expect(validateCommunityForm({ ...valid, name: '   ' })).toEqual({ name: 'Community name is required' });
    expect(validateCommunityForm({ ...valid, name: 'ab' })).toEqual({ name: 'Community name must be 3 to 50 characters' });
    expect(validateCommunityForm({ ...valid, name: 'x'.repeat(51) })).toEqual({ name: 'Community name must be 3 to 50 characters' });
  });

  it('counts runs of spaces as one, as the server does', () => {
    expect(validateCommunityForm({ ...valid, name: 'a     b' })).toEqual({});
  });

  it('limits the description to 500 characters and the icon to 16, counting an emoji once', () => {
    expect(validateCommunityForm({ ...valid, description: 'd'.repeat(500) })).toEqual({});
    expect(validateCommunityForm({ ...valid, description: 'd'.repeat(501) })).toEqual({ description: 'Description must be at most 500 characters' });
    expect(validateCommunityForm({ ...valid, icon: '☕'.repeat(16) })).toEqual({});
    expect(validateCommunityForm({ ...valid, icon: 'x'.repeat(17) })).toEqual({ icon: 'Icon must be at most 16 characters' });
  });

  it('requires a category', () => {
    expect(validateCommunityForm({ ...valid, category: '' })).toEqual({ category: 'Please choose a category' });
  });
});

describe('communityErrorField', () => {
  it('puts the name rules at the name', () => {
    expect(communityErrorField('Community name must be 3 to 50 characters')).toBe('name');
    expect(communityErrorField('A community with this name already exists. Please choose another name.')).toBe('name');
    expect(communityErrorField('This name is reserved. Please choose another name.')).toBe('name');
    expect(communityErrorField('Community name must contain letters or numbers')).toBe('name');
  });

  it('puts the other field rules at their fields', () => {
    expect(communityErrorField('Description must be at most 500 characters')).toBe('description');
    expect(communityErrorField('Please choose a category')).toBe('category');
    expect(communityErrorField('Unknown category')).toBe('category');
    expect(communityErrorField('Icon must be at most 16 characters')).toBe('icon');
  });

  it('leaves form-wide refusals to the form', () => {
    expect(communityErrorField("You're creating communities too quickly. Please wait a while before creating another one.")).toBeNull();
    expect(communityErrorField('Please remove contact details, links and strong language from the community name and description.')).toBeNull();
  });
});

describe('membershipFailure', () => {
  it('says the spec text, with the server reason when there is one', () => {
    expect(membershipFailure('join', null)).toBe('Failed to join community');
    expect(membershipFailure('leave', '')).toBe('Failed to leave community');
    expect(membershipFailure('join', 'Failed to join community')).toBe('Failed to join community');
    expect(membershipFailure('leave', 'You are the only member of this community.')).toBe(
      'Failed to leave community. You are the only member of this community.',
    );
  });
});

describe('labels and links', () => {
  it('counts members', () => {
    expect(membersLabel(1)).toBe('1 member');
    expect(membersLabel(1234)).toBe('1,234 members');
  });

  it('links private communities under /private-channels', () => {
    expect(communityPath({ slug: 'night-shift', isPrivate: false })).toBe('/c/night-shift');
    expect(communityPath({ slug: 'committee', isPrivate: true })).toBe('/private-channels/committee');
  });
});

describe('the /explore address', () => {
  it('reads category, search, filter=subscribed and createCommunity=true', () => {
    expect(readExploreParams(new URLSearchParams('category=retail&search=%20night%20%20shift&filter=subscribed&createCommunity=true'))).toEqual({
      category: 'retail',
      search: 'night shift',
      subscribed: true,
      create: true,
    });
    expect(readExploreParams(new URLSearchParams('category=all&filter=other'))).toEqual({ category: null, search: null, subscribed: false, create: false });
  });

  it('writes only what differs from the defaults', () => {
    expect(exploreUrl({ category: null, search: null, subscribed: false, create: false })).toBe('/explore');
    expect(exploreUrl({ category: 'coffee-barista', search: 'tips', subscribed: true, create: false })).toBe(
      '/explore?filter=subscribed&category=coffee-barista&search=tips',
    );
    expect(exploreUrl({ category: null, search: null, subscribed: false, create: true })).toBe('/explore?createCommunity=true');
  });

  it('turns the address into the page variables; a guest gets no directory for My communities', () => {
    expect(exploreVariables(new URLSearchParams('filter=subscribed&search=x'), true)).toEqual({
      count: 24,
      category: null,
      search: 'x',
      filter: 'SUBSCRIBED',
      withDirectory: true,
    });
    expect(exploreVariables(new URLSearchParams('filter=subscribed'), false)).toMatchObject({ filter: 'SUBSCRIBED', withDirectory: false });
    expect(exploreVariables(new URLSearchParams(''), false)).toEqual({ count: 24, category: null, search: null, filter: null, withDirectory: true });
  });

  it('loads the page again only when the directory appears or goes', () => {
    const url = (path: string) => new URL(path, 'http://x');
    expect(exploreNeedsReload(url('/explore'), url('/explore?category=retail&createCommunity=true'), false)).toBe(false);
    expect(exploreNeedsReload(url('/explore'), url('/explore?filter=subscribed'), true)).toBe(false);
    expect(exploreNeedsReload(url('/explore'), url('/explore?filter=subscribed'), false)).toBe(true);
    expect(exploreNeedsReload(url('/explore?filter=subscribed'), url('/explore'), false)).toBe(true);
    expect(exploreNeedsReload(url('/explore'), url('/c/x'), true)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { communityErrorField, membershipFailure, membersLabel, validateCommunityForm } from './communityRules';

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

describe('labels', () => {
  it('counts members', () => {
    expect(membersLabel(1)).toBe('1 member');
    expect(membersLabel(1234)).toBe('1,234 members');
  });
});

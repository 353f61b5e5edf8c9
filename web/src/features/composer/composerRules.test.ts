import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../session/storage';
import { needsCompanySafety, rememberCompanySafetySeen, titleHasCapitalisedName, validatePostForm } from './composerRules';

describe('validatePostForm', () => {
  it('requires a title of at least 5 characters', () => {
    expect(validatePostForm({ title: '  ', contentIsEmpty: false })).toEqual({ title: 'Title is required' });
    expect(validatePostForm({ title: 'Pay', contentIsEmpty: false })).toEqual({ title: 'Title must be at least 5 characters' });
    expect(validatePostForm({ title: 'Hours', contentIsEmpty: false })).toEqual({});
  });

  it('uses the poll messages for a poll question and needs no content', () => {
    expect(validatePostForm({ title: '', contentIsEmpty: true, poll: true })).toEqual({ title: 'Poll question is required' });
    expect(validatePostForm({ title: 'Pay?', contentIsEmpty: true, poll: true })).toEqual({ title: 'Poll question must be at least 5 characters' });
    expect(validatePostForm({ title: 'Strike on Friday?', contentIsEmpty: true, poll: true })).toEqual({});
  });

  it('requires content', () => {
    expect(validatePostForm({ title: 'Overtime rules', contentIsEmpty: true })).toEqual({ content: 'Content is required for discussions' });
  });
});

describe('titleHasCapitalisedName', () => {
  it('spots a capitalised word after the first', () => {
    expect(titleHasCapitalisedName('Problems at Acme warehouse')).toBe(true);
    expect(titleHasCapitalisedName('My manager "Dave" yelled')).toBe(true);
  });

  it('ignores the first word and the pronoun I', () => {
    expect(titleHasCapitalisedName('Overtime is not paid')).toBe(false);
    expect(titleHasCapitalisedName('Can I refuse a double shift?')).toBe(false);
    expect(titleHasCapitalisedName("What I'm owed")).toBe(false);
  });
});

describe('company-safety reminder', () => {
  it('shows once per device', () => {
    const storage = createMemoryStorage();
    expect(needsCompanySafety('Trouble at Acme', storage)).toBe(true);
    rememberCompanySafetySeen(storage);
    expect(needsCompanySafety('Trouble at Acme', storage)).toBe(false);
    expect(needsCompanySafety('no names here', createMemoryStorage())).toBe(false);
  });
});

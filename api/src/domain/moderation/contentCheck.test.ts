import { describe, expect, it } from 'vitest';
import { DataSet, englishDataset } from 'obscenity';
import { checkContent } from './contentCheck.ts';
import { DATASET_WORD_TIERS } from './wordLists.ts';

const SPEC_LANGUAGE_MESSAGE =
  'Content contains inappropriate language. Please remove any offensive terms and try again.';

const check = (text: string, title?: string) => checkContent(title === undefined ? { text } : { title, text });
const actionOf = (text: string) => check(text).action;

describe('allow', () => {
  it('allows ordinary workplace posts with an empty verdict', () => {
    expect(check('Our manager changed the schedule again without notice.', 'Schedule changes')).toEqual({
      action: 'allow',
      message: '',
      violations: [],
      suggestions: [],
    });
  });

  it('allows one or two mild swear words (venting about a bad boss is normal)', () => {
    expect(actionOf('This new scheduling system is shit.')).toBe('allow');
    expect(actionOf('My boss is a bastard and the overtime policy is bullshit.')).toBe('allow');
    expect(check('What the fuck', 'Pissed off').action).toBe('allow');
  });

  it('allows long all-caps titles', () => {
    expect(check('We need to talk about it.', 'MANDATORY OVERTIME AGAIN THIS WEEKEND').action).toBe('allow');
  });

  it.each([
    'We played Scunthorpe United last weekend',
    'I was promoted to assistant manager',
    'We are joining the class action against the company',
    "Dick's Sporting Goods is cutting hours",
    'Dicks Sporting Goods warehouse',
    'Night shift again, and the shift lead never shows',
    'I filed a grievance with my steward',
    'Strike! Everyone to the picket line at 6am. No scabs!',
    'He crossed the line: a scab is a scab',
    'Union strike vote passed',
    'This is a clear case of sex discrimination',
    'We need flame retardant gear and an engine retarder check',
    'The cockpit crew are organizing too',
    'She graduated magna cum laude and still earns minimum wage',
    'That was the chink in their armor',
    'Taking a fag break',
    'Tit for tat retaliation by management',
    'Sexual harassment training is mandatory',
    'The therapist at the clinic is great',
    'Our analysis of the assessment shows the associate pay gap',
    'Press 1 for the hotline: 1-800-555-0199',
    'Join us: organizing@workers-union.org',
  ])('does not flag %j', (text) => {
    expect(check(text)).toMatchObject({ action: 'allow', violations: [] });
  });

  it.each([
    "I'll shoot you an email tomorrow",
    "I'll shoot him a text later",
    'This shift is going to kill me',
    "We'll kill it at the rally",
    "Let's kill them with kindness",
    "I'm going to shoot a video of the picket",
    "I'm going to bomb this interview",
    "I'm not going to kill anyone",
    'I will not shoot him',
    "We're gonna kill the manager's proposal",
    'The company is going to kill the pension plan',
    'My feet are killing me after a double',
    'We will execute the plan',
    "I'll hang out with you guys after the meeting",
    "I'm going to punch the clock and go home",
  ])('does not treat the idiom %j as a threat', (text) => {
    expect(actionOf(text)).toBe('allow');
  });
});

describe('block: language', () => {
  it.each([
    ['a racial slur', 'that n1gger on the line'],
    ['a homophobic slur', 'you f@g'],
    ['an ableist slur', 'what a retard'],
    ['a slur in the title', 'Some text', 'Stupid kike landlord'],
  ])('blocks %s with the spec message', (_name, text, title?: string) => {
    const verdict = check(text, title);
    expect(verdict.action).toBe('block');
    expect(verdict.message).toBe(SPEC_LANGUAGE_MESSAGE);
    expect(verdict.violations).toContainEqual(
      expect.objectContaining({ type: 'hate_speech', severity: 'high' }),
    );
    expect(verdict.suggestions).toContain('Describe the behaviour instead of using slurs.');
  });

  it('blocks severe sexual terms', () => {
    const verdict = check('He kept talking about blowjobs in the break room');
    expect(verdict.action).toBe('block');
    expect(verdict.message).toBe(SPEC_LANGUAGE_MESSAGE);
    expect(verdict.violations).toEqual([expect.objectContaining({ type: 'inappropriate_content', severity: 'high' })]);
  });

  it('masks the offending word in the description', () => {
    const [violation] = check('what a retard').violations;
    expect(violation?.description).toBe('Contains a slur ("r*****")');
  });

  it('uses the language message when language and other reasons block together', () => {
    const verdict = check("I'll kill you, you f@g. SSN 123-45-6789");
    expect(verdict.action).toBe('block');
    expect(verdict.message).toBe(SPEC_LANGUAGE_MESSAGE);
    expect(verdict.violations.map((v) => v.type)).toEqual(['hate_speech', 'threats', 'personal_information']);
  });

  it('classifies every word of the obscenity dataset', () => {
    const words = new Set<string>();
    // On a copy: removePhrasesIf rebuilds the dataset it is called on.
    new DataSet<{ originalWord: string }>().addAll(englishDataset).removePhrasesIf((phrase) => {
      if (phrase.metadata) words.add(phrase.metadata.originalWord);
      return false;
    });
    expect(words.size).toBeGreaterThan(60);
    expect([...words].filter((word) => !(word in DATASET_WORD_TIERS))).toEqual([]);
  });
});

describe('block: threats', () => {
  it.each([
    "I'm going to kill my boss",
    'I will kill you',
    "i'll fucking kill him tomorrow",
    'I’m going to stab you',
    'I will find you and kill you',
    'Someone should shoot the manager',
    'im gonna beat the shit out of my supervisor',
    'We are going to bomb the warehouse',
    'bomb the office',
    'Bringing a gun to work tomorrow',
    'I know where you live',
    "You're gonna die",
  ])('blocks %j', (text) => {
    const verdict = check(text);
    expect(verdict.action).toBe('block');
    expect(verdict.message).toBe('Threats of violence are not allowed.');
    expect(verdict.violations).toEqual([expect.objectContaining({ type: 'threats', severity: 'high' })]);
    expect(verdict.suggestions).toHaveLength(1);
  });

  it('finds a threat in the title', () => {
    expect(check('See you Monday.', "I'm going to shoot the foreman").action).toBe('block');
  });
});

describe('block: personal information', () => {
  it.each([
    ['a Social Security number', 'His SSN is 123-45-6789', 'Social Security number'],
    ['a card number', 'Card 4111 1111 1111 1111 exp 12/27', 'card number'],
    ['a contiguous card number', 'card 4111111111111111', 'card number'],
    ['a dashed card number', '4111-1111-1111-1111', 'card number'],
  ])('blocks %s', (_name, text, what) => {
    const verdict = check(text);
    expect(verdict.action).toBe('block');
    expect(verdict.message).toBe(
      'Your post includes personal information (like an ID or card number). Please remove it to protect yourself and others.',
    );
    expect(verdict.violations).toEqual([
      { type: 'personal_information', description: `Contains what looks like a ${what}`, severity: 'high' },
    ]);
  });

  it.each(['Shifts 9-5, $1,500.00 paid on 2024-05-12', 'zip 94107-1234', 'the 2019-2020 contract', 'Order #12345678'])(
    'does not mistake %j for personal information',
    (text) => {
      expect(actionOf(text)).toBe('allow');
    },
  );
});

describe('review', () => {
  it('holds three or more mild swear words', () => {
    const verdict = check('Fuck this shit, my boss is a bastard');
    expect(verdict).toEqual({
      action: 'review',
      message: 'Your content was sent to moderation for review.',
      violations: [{ type: 'profanity', description: 'Contains a lot of profanity (3 instances)', severity: 'medium' }],
      suggestions: ['Tone down the swearing so readers can focus on your point.'],
    });
  });

  it('counts swearing in the title and the text together', () => {
    expect(check('This shit again. Fuck.', 'Bullshit schedule').action).toBe('review');
  });

  it.each([
    ['555-867-5309'],
    ['(555) 867 5309'],
    ['5558675309'],
    ['+1 555 867 5309'],
    ['+44 20 7946 0958'],
    ['020 7946 0958'],
  ])('holds a post with a phone number (%s)', (phone) => {
    const verdict = check(`Call our supervisor at ${phone} and tell him what you think.`);
    expect(verdict.action).toBe('review');
    expect(verdict.violations).toEqual([
      { type: 'personal_information', description: 'Contains what looks like a phone number', severity: 'medium' },
    ]);
    expect(verdict.suggestions).toEqual(['Remove phone numbers, ID numbers and addresses of other people.']);
  });

  it('holds a personal email address, not an organisation’s', () => {
    expect(actionOf('Email the manager at john.doe@gmail.com')).toBe('review');
    expect(actionOf('Write to organizing@workers-union.org')).toBe('allow');
  });

  it('holds more than 5 links', () => {
    const urls = ['https://a.example', 'https://b.example', 'www.c.example', 'http://d.example/x', 'https://e.example'];
    expect(actionOf(urls.join(' '))).toBe('allow');
    const verdict = check([...urls, 'https://f.example'].join('\n'));
    expect(verdict.action).toBe('review');
    expect(verdict.violations).toEqual([
      { type: 'spam', description: 'Contains 6 links (more than 5)', severity: 'medium' },
    ]);
  });

  it('counts rich-text links once, even when their text is the url', () => {
    const links = ['https://a.example', 'https://b.example', 'https://c.example'];
    expect(checkContent({ text: 'see a.example b and c', links }).action).toBe('allow');
    expect(checkContent({ text: 'https://a.example https://b.example https://c.example', links }).action).toBe('allow');
    expect(
      checkContent({ text: 'https://a.example https://b.example https://c.example', links: [...links, 'https://d.example', 'https://e.example', 'https://f.example'] }).action,
    ).toBe('review');
  });

  it.each([
    ['a report of assault', 'My supervisor tried to rape me in the stock room'],
    ['a gendered insult', 'My boss is a cunt'],
    ['an ambiguous slur', 'The tranny on this truck is shot'],
  ])('holds %s for a moderator instead of blocking it', (_name, text) => {
    const verdict = check(text);
    expect(verdict.action).toBe('review');
    expect(verdict.violations).toEqual([expect.objectContaining({ type: 'sensitive_content', severity: 'medium' })]);
  });

  it('blocks rather than reviews when both apply, listing every violation', () => {
    const verdict = check('Call 555-867-5309, his SSN is 123-45-6789');
    expect(verdict.action).toBe('block');
    expect(verdict.violations.map((v) => v.severity)).toEqual(['high', 'medium']);
    expect(verdict.suggestions).toEqual([
      'Never post Social Security, ID or card numbers, yours or anyone else’s.',
      'Remove phone numbers, ID numbers and addresses of other people.',
    ]);
  });
});

describe('performance', () => {
  it('checks a long post quickly', () => {
    const text = 'We are going to the union hall after the shift to talk about the contract. '.repeat(500);
    const started = performance.now();
    expect(check(text, 'Long post').action).toBe('allow');
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

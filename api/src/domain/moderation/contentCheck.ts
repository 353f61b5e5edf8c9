// Automatic moderation of posts and comments on create and edit (spec §3 "Moderation response",
// §8 post creation and comment errors). `block` → 403, nothing stored, with violations and
// suggestions; `review` → 202, stored as pending and hidden from others until an admin approves;
// `allow` → published. The lists and patterns are in wordLists.ts.
import { RegExpMatcher, englishDataset, englishRecommendedTransformers, type EnglishProfaneWord } from 'obscenity';
import {
  CARD_NUMBER_PATTERN,
  DATASET_WORD_TIERS,
  EXTRA_WHITELISTED_TERMS,
  MAX_LINKS_BEFORE_REVIEW,
  MILD_PROFANITY_REVIEW_THRESHOLD,
  PERSONAL_EMAIL_PATTERN,
  PHONE_DIGITS,
  PHONE_PATTERNS,
  SSN_PATTERN,
  THREAT_PATTERNS,
  TOLL_FREE_DIGITS,
  URL_PATTERN,
  moderationMessages,
  suggestionTexts,
  type WordTier,
} from './wordLists.ts';

export type ModerationAction = 'allow' | 'review' | 'block';
export type ViolationSeverity = 'low' | 'medium' | 'high';
export type ContentViolation = { type: string; description: string; severity: ViolationSeverity };
export type ContentVerdict = {
  action: ModerationAction;
  message: string;
  violations: ContentViolation[];
  suggestions: string[];
};
export type ContentCheckInput = {
  title?: string;
  text: string;
  /** Urls of the rich-text links (richTextLinks); links written in the text are found anyway. */
  links?: readonly string[];
};

/** Violation types (aligned with the report reasons: hate_speech, threats, inappropriate_content, spam). */
export const violationTypes = {
  hateSpeech: 'hate_speech',
  sexual: 'inappropriate_content',
  sensitive: 'sensitive_content',
  profanity: 'profanity',
  threat: 'threats',
  personalInfo: 'personal_information',
  spam: 'spam',
} as const;

const built = englishDataset.build();
const matcher = new RegExpMatcher({
  ...built,
  whitelistedTerms: [...(built.whitelistedTerms ?? []), ...EXTRA_WHITELISTED_TERMS],
  ...englishRecommendedTransformers,
});

type WordMatch = { word: EnglishProfaneWord; tier: WordTier; found: string };

/** Dataset matches with their tier; one per span (a word can match two patterns of its phrase). */
function profanityMatches(input: string): WordMatch[] {
  const seen = new Set<string>();
  const out: WordMatch[] = [];
  for (const match of matcher.getAllMatches(input, true)) {
    const word = englishDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord;
    if (!word) continue;
    const key = `${match.startIndex}:${match.endIndex}:${word}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ word, tier: DATASET_WORD_TIERS[word], found: input.slice(match.startIndex, match.endIndex + 1) });
  }
  return out;
}

/** "n*****": enough to recognise the word without repeating it. */
const mask = (word: string) => {
  const chars = Array.from(word.trim());
  return chars.length <= 1 ? '*' : chars[0] + '*'.repeat(chars.length - 1);
};
const quoteList = (words: string[]) => [...new Set(words.map((w) => `"${mask(w)}"`))].join(', ');

/** Lower case, straight apostrophes, no invisible characters, single spaces; lines kept. */
function normalizeForPhrases(input: string): string {
  return input
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]/g, '')
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n');
}

const allMatches = (pattern: RegExp, input: string) => Array.from(input.matchAll(pattern), (m) => m[0]);

function countLinks(text: string, links: readonly string[]): number {
  const key = (url: string) => url.toLowerCase().replace(/^(?:https?:\/\/)?(?:www\.)?/, '').replace(/[/.,)]+$/, '');
  const inText = allMatches(URL_PATTERN, text).map(key);
  let count = inText.length;
  for (const url of links) {
    // A pasted url is often also the link's text: count it once.
    const index = inText.indexOf(key(url));
    if (index >= 0) inText.splice(index, 1);
    else count += 1;
  }
  return count;
}

/** Checks a title and plain text (the rich-text projection) and says whether to allow, review or block. */
export function checkContent(input: ContentCheckInput): ContentVerdict {
  const combined = input.title ? `${input.title}\n\n${input.text}` : input.text;
  const phrases = normalizeForPhrases(combined);
  const violations: ContentViolation[] = [];
  const suggestions: string[] = [];
  const reasons = { language: false, threat: false, personalInfo: false };
  const add = (violation: ContentViolation, suggestion: string) => {
    violations.push(violation);
    if (!suggestions.includes(suggestion)) suggestions.push(suggestion);
  };

  // Language.
  const words = profanityMatches(combined);
  const byTier = (tier: WordTier) => words.filter((w) => w.tier === tier).map((w) => w.found);
  const slurs = byTier('slur');
  const sexual = byTier('sexual');
  const sensitive = byTier('sensitive');
  const mild = byTier('mild');
  if (slurs.length > 0) {
    reasons.language = true;
    add(
      { type: violationTypes.hateSpeech, description: `Contains a slur (${quoteList(slurs)})`, severity: 'high' },
      suggestionTexts.slur,
    );
  }
  if (sexual.length > 0) {
    reasons.language = true;
    add(
      {
        type: violationTypes.sexual,
        description: `Contains sexually explicit language (${quoteList(sexual)})`,
        severity: 'high',
      },
      suggestionTexts.sexual,
    );
  }

  // Threats of violence.
  const threats = THREAT_PATTERNS.flatMap((pattern) => {
    const match = pattern.exec(phrases);
    return match ? [match[0].trim()] : [];
  });
  if (threats.length > 0) {
    reasons.threat = true;
    add(
      {
        type: violationTypes.threat,
        description: `Contains a threat of violence ("${threats[0]}")`,
        severity: 'high',
      },
      suggestionTexts.threat,
    );
  }

  // Identity and card numbers.
  const ssns = allMatches(SSN_PATTERN, combined);
  const cards = allMatches(CARD_NUMBER_PATTERN, combined);
  if (ssns.length > 0) {
    reasons.personalInfo = true;
    add(
      {
        type: violationTypes.personalInfo,
        description: 'Contains what looks like a Social Security number',
        severity: 'high',
      },
      suggestionTexts.cardOrId,
    );
  }
  if (cards.length > 0) {
    reasons.personalInfo = true;
    add(
      { type: violationTypes.personalInfo, description: 'Contains what looks like a card number', severity: 'high' },
      suggestionTexts.cardOrId,
    );
  }

  // Held for review.
  if (sensitive.length > 0) {
    add(
      {
        type: violationTypes.sensitive,
        description: `Contains language a moderator needs to review (${quoteList(sensitive)})`,
        severity: 'medium',
      },
      suggestionTexts.sensitive,
    );
  }
  if (mild.length >= MILD_PROFANITY_REVIEW_THRESHOLD) {
    add(
      {
        type: violationTypes.profanity,
        description: `Contains a lot of profanity (${mild.length} instances)`,
        severity: 'medium',
      },
      suggestionTexts.profanity,
    );
  }
  // Phone numbers not already part of an ID or card number found above.
  const withoutIds = [...ssns, ...cards].reduce((text, found) => text.split(found).join(' '), combined);
  const phones = PHONE_PATTERNS.flatMap((pattern) => allMatches(pattern, withoutIds)).filter((candidate) => {
    const digits = candidate.replace(/\D/g, '');
    return digits.length >= PHONE_DIGITS.min && digits.length <= PHONE_DIGITS.max && !TOLL_FREE_DIGITS.test(digits);
  });
  if (phones.length > 0) {
    add(
      {
        type: violationTypes.personalInfo,
        description: 'Contains what looks like a phone number',
        severity: 'medium',
      },
      suggestionTexts.personalInfo,
    );
  }
  if (allMatches(PERSONAL_EMAIL_PATTERN, combined).length > 0) {
    add(
      {
        type: violationTypes.personalInfo,
        description: 'Contains what looks like a personal email address',
        severity: 'medium',
      },
      suggestionTexts.personalInfo,
    );
  }
  const linkCount = countLinks(combined, input.links ?? []);
  if (linkCount > MAX_LINKS_BEFORE_REVIEW) {
    add(
      {
        type: violationTypes.spam,
        description: `Contains ${linkCount} links (more than ${MAX_LINKS_BEFORE_REVIEW})`,
        severity: 'medium',
      },
      suggestionTexts.spam,
    );
  }

  if (violations.some((v) => v.severity === 'high')) {
    const message = reasons.language
      ? moderationMessages.language
      : reasons.threat
        ? moderationMessages.threat
        : moderationMessages.personalInfo;
    return { action: 'block', message, violations, suggestions };
  }
  if (violations.length > 0) return { action: 'review', message: moderationMessages.review, violations, suggestions };
  return { action: 'allow', message: '', violations: [], suggestions: [] };
}

// The lists behind automatic moderation (contentCheck.ts). Profanity comes from obscenity's
// English dataset; here we decide what each of its words means on a forum for workers, add
// false positives it does not know, and hold our own patterns for threats and personal data.
import type { EnglishProfaneWord } from 'obscenity';

/**
 * - `slur`: hate slurs → block.
 * - `sexual`: sexually explicit terms with no place in a workplace discussion → block.
 * - `sensitive`: words that are slurs or explicit in one reading and legitimate in another
 *   (reporting harassment or assault, Spanish "negro", "tranny" for a transmission, gendered
 *   insults) → one is enough to hold the content for a moderator.
 * - `mild`: everyday swearing. Venting about a bad boss is normal: one or two are allowed,
 *   three or more hold the content for review.
 * - `ignore`: never counted ("sex" as in sex discrimination, a protected class).
 */
export type WordTier = 'slur' | 'sexual' | 'sensitive' | 'mild' | 'ignore';

/** Every word of obscenity's English dataset, classified (the type keeps this exhaustive). */
export const DATASET_WORD_TIERS: Record<EnglishProfaneWord, WordTier> = {
  // Hate slurs.
  abeed: 'slur',
  abo: 'slur',
  africoon: 'slur',
  arabush: 'slur',
  boonga: 'slur',
  chingchong: 'slur',
  chink: 'slur',
  fag: 'slur',
  kike: 'slur',
  nigger: 'slur',
  retard: 'slur',
  spastic: 'slur',
  // Sexually explicit.
  bestiality: 'sexual',
  blowjob: 'sexual',
  buttplug: 'sexual',
  deepthroat: 'sexual',
  doggystyle: 'sexual',
  'double penetration': 'sexual',
  felch: 'sexual',
  fellatio: 'sexual',
  'finger bang': 'sexual',
  fisting: 'sexual',
  gangbang: 'sexual',
  handjob: 'sexual',
  hentai: 'sexual',
  jizz: 'sexual',
  lubejob: 'sexual',
  // Ambiguous or sensitive: a moderator decides.
  negro: 'sensitive',
  dyke: 'sensitive',
  tranny: 'sensitive',
  cunt: 'sensitive',
  slut: 'sensitive',
  whore: 'sensitive',
  rape: 'sensitive',
  incest: 'sensitive',
  porn: 'sensitive',
  masturbate: 'sensitive',
  ejaculate: 'sensitive',
  orgasm: 'sensitive',
  orgy: 'sensitive',
  semen: 'sensitive',
  cum: 'sensitive',
  dildo: 'sensitive',
  // Everyday swearing and anatomy.
  anal: 'mild',
  anus: 'mild',
  arse: 'mild',
  ass: 'mild',
  bastard: 'mild',
  bitch: 'mild',
  bollocks: 'mild',
  boob: 'mild',
  cock: 'mild',
  cuck: 'mild',
  dick: 'mild',
  fuck: 'mild',
  hooker: 'mild',
  'jerk off': 'mild',
  penis: 'mild',
  piss: 'mild',
  prick: 'mild',
  pussy: 'mild',
  scat: 'mild',
  shit: 'mild',
  tit: 'mild',
  turd: 'mild',
  twat: 'mild',
  vagina: 'mild',
  wank: 'mild',
  // Not profanity here.
  sex: 'ignore',
};

/** Mild profanity matches (title and text together) from which content is held for review. */
export const MILD_PROFANITY_REVIEW_THRESHOLD = 3;
/** More links than this hold content for review (spam). */
export const MAX_LINKS_BEFORE_REVIEW = 5;

/**
 * False positives obscenity's dataset does not whitelist, added to its whitelist. Lower case;
 * obscenity matches them as substrings of the lower-cased input (runs of spaces collapsed).
 */
export const EXTRA_WHITELISTED_TERMS: readonly string[] = [
  "dick's sporting goods",
  'dick’s sporting goods',
  'dicks sporting goods',
  'moby dick',
  'cockpit',
  'retardant', // flame retardant
  'retarder', // engine retarder (trucking)
  'retardation',
  'rapeseed',
  'cum laude',
  'chink in',
  'chinks in',
  'chink of',
  'niggard',
  'pussycat',
  'pussy willow',
  'penistone',
  'spasticity',
  'fagan',
  'fagin',
  'fag break', // British: cigarette break
  'tit for tat',
  'blue tit',
];

// ───────────────────────────── Threats ─────────────────────────────
// Patterns run on lower-cased text with straight apostrophes and single spaces. They look for a
// stated intent (I/we will, going to, gonna, someone should…) to do violence to a person or a
// place; hyperbole without a person ("this shift is going to kill me", "we'll kill it at the
// rally") and idioms ("I'll shoot you an email") stay allowed.

const INTENT = [
  String.raw`\b(?:i|we) ?'ll`,
  String.raw`\b(?:i|we) (?:will|shall)`,
  String.raw`\bi ?'?m (?:gonna|gunna|going to|about to|fixing to)`,
  String.raw`\bi am (?:gonna|going to|about to)`,
  String.raw`\bwe ?'re (?:gonna|going to|about to)`,
  String.raw`\bwe are (?:gonna|going to|about to)`,
  String.raw`\b(?:i|we) (?:gonna|plan to|intend to|am planning to|are planning to)`,
  String.raw`\b(?:i ?'?ma|imma)`,
  String.raw`\blet ?'?s`,
  String.raw`\b(?:someone|somebody|some1) (?:should|needs to|ought to|has to|gotta|is gonna|is going to|will)`,
].join('|');

// Up to three words between intent and verb ("I'm going to fucking kill…"), but not a negation.
const FILLER = String.raw`(?: (?!not\b|never\b|n't\b)[\w'*-]+){0,3}`;

const VIOLENT_VERB = [
  'kill',
  'murder',
  'shoot',
  'stab',
  'shank',
  'strangle',
  'choke',
  'slit',
  'hang',
  'lynch',
  'behead',
  'slaughter',
  'execute',
  'torture',
  'rape',
  'punch',
  'beat up',
  'beat the (?:shit|crap|hell|life|living daylights) out of',
  'gun down',
  'run over',
  'knife',
  'bash (?:in|up)',
  'break (?:his|her|your|their) (?:neck|legs?|arms?|face|jaw|skull)',
].join('|');

const PERSON_NOUN = [
  'boss(?:es)?',
  'managers?',
  'supervisors?',
  'co-?workers?',
  'colleagues?',
  'foreman',
  'foremen',
  'ceos?',
  'owners?',
  'landlords?',
  'family',
  'kids?',
  'wife',
  'husband',
  'hr',
  'staff',
  'employees?',
  'workers?',
  'customers?',
  'scabs?',
  'stewards?',
  'reps?',
  'guys?',
  'man',
  'men',
  'woman',
  'women',
  'lady',
  'people',
  'bitch',
  'bastards?',
  'cops?',
  'guards?',
  'leads?',
  'directors?',
  'executives?',
  'president',
  'organizers?',
  'admins?',
  'moderators?',
].join('|');

const PERSON_TARGET = [
  'you',
  'u',
  'ya',
  'him',
  'her',
  'them',
  "y ?'?all",
  'you all',
  'you guys',
  'all of (?:you|them)',
  'every(?:one|body)',
  'every (?:one|last one|single one) of (?:you|them)',
  `(?:my|our|your|his|her|their|that|this|the|those|these|every|each) (?:[\\w-]+ )?(?:${PERSON_NOUN})`,
].join('|');

const PLACE_NOUN = [
  'office',
  'offices',
  'building',
  'store',
  'shop',
  'warehouse',
  'factory',
  'plant',
  'school',
  'headquarters',
  'hq',
  'site',
  'place',
  'workplace',
  'branch',
  'facility',
  'mall',
  'restaurant',
  'hospital',
  'church',
  'mosque',
  'synagogue',
  'temple',
  'depot',
  'house',
  'home',
  'station',
  'hub',
  'distribution center',
  'fulfillment center',
  'rally',
  'picket line',
  'union hall',
].join('|');

// The target ends the clause, or is followed by words that continue a threat, not by an object
// ("shoot you an email", "kill her vibe", "kill the manager's plan", "kill them with kindness").
const CLAUSE_END = String.raw`(?! with (?:kindness|love|compliments|praise|solidarity|questions))(?=$|[\n.,!?;:)\]"]| (?:and|or|with|if|when|tomorrow|today|tonight|at|in|on|after|before|dead|right|now|myself|ourselves|too|someday|soon|lol|i|we|because|cause|cuz|for|like|while|til|until|next|this|so|but|then|once|outside|all|one|day|as|the second|first|slowly|personally)\b)`;

/** Explicit threats of violence. Any match blocks. */
export const THREAT_PATTERNS: readonly RegExp[] = [
  new RegExp(`(?:${INTENT})${FILLER} (?:${VIOLENT_VERB}) (?:${PERSON_TARGET})${CLAUSE_END}`),
  new RegExp(
    `\\b(?:bomb|firebomb|blow up|burn down|torch|shoot up) (?:the|this|that|your|our|their|his|her|my|every) (?:[\\w-]+ )?(?:${PLACE_NOUN})${CLAUSE_END}`,
  ),
  /\b(?:bring(?:ing)?|take|taking) (?:a|my|the|his|her|our) (?:gun|rifle|shotgun|pistol|weapon|knife|bomb|machete)s? (?:to|into) (?:work|the (?:office|store|shop|warehouse|plant|site|meeting|job|factory|depot)|school)\b/,
  /\byou ?(?:'re|are) (?:gonna|going to) (?:die|be dead|get shot|get hurt|get what's coming)\b/,
  /\byou ?(?:'re|are) (?:a )?dead (?:man|woman)\b/,
  /\byou ?(?:'ll| will) (?:die|be dead)\b/,
  /\b(?:i|we) know where you (?:live|sleep)\b/,
  /\b(?:i|we) ?(?:'ll| will|'m gonna| am gonna|'m going to| am going to|'re going to| are going to|'re gonna| are gonna) (?:hunt|track) (?:you|him|her|them) down\b/,
];

// ───────────────────────────── Personal information ─────────────────────────────

/** US Social Security numbers. */
export const SSN_PATTERN = /\b\d{3}-\d{2}-\d{4}\b/g;
/** 16-digit card-like numbers, contiguous or grouped by four with spaces or dashes. */
export const CARD_NUMBER_PATTERN = /(?<![\d-])\d{4}([ -]?)\d{4}\1\d{4}\1\d{4}(?![\d-])/g;
/**
 * Phone numbers: North American (555-867-5309, (555) 867 5309, +1 555 867 5309, 5558675309),
 * international with a leading + (8 to 15 digits) and 0-prefixed national numbers (020 7946 0958).
 */
export const PHONE_PATTERNS: readonly RegExp[] = [
  /(?<![\w.+-])(?:\+?1[ .-]?)?(?:\([2-9]\d{2}\) ?|[2-9]\d{2}[ .-]?)[2-9]\d{2}[ .-]?\d{4}(?![\w-])/g,
  /(?<![\w+])\+\d{1,3}(?:[ .-]?\(?\d{1,4}\)?){1,4}[ .-]?\d{2,4}(?![\w-])/g,
  /(?<![\w.+-])0\d{2,4}[ .-]\d{3,4}[ .-]?\d{3,4}(?![\w-])/g,
];
/** Digits a phone number may have. */
export const PHONE_DIGITS = { min: 8, max: 15 } as const;
/** North American toll-free numbers (a union hotline, a company's public line) are not personal. */
export const TOLL_FREE_DIGITS = /^1?8(?:00|33|44|55|66|77|88)\d{7}$/;
/** Addresses at personal mail services (a union's or employer's address is fine to share). */
export const PERSONAL_EMAIL_PATTERN =
  /\b[\w.+-]+@(?:gmail|googlemail|yahoo|ymail|rocketmail|hotmail|outlook|live|msn|aol|icloud|me|mac|proton|protonmail|pm|gmx|mail|yandex|zoho|comcast|verizon|att|sbcglobal|bellsouth|cox|charter|earthlink)\.[a-z]{2,}(?:\.[a-z]{2,})?\b/gi;
/** Links written in the text. */
export const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;

// ───────────────────────────── Messages ─────────────────────────────

export const moderationMessages = {
  /** The spec's exact text (§8). */
  language: 'Content contains inappropriate language. Please remove any offensive terms and try again.',
  threat: 'Threats of violence are not allowed.',
  personalInfo:
    'Your post includes personal information (like an ID or card number). Please remove it to protect yourself and others.',
  /** The spec's default text for content held for review (§8). */
  review: 'Your content was sent to moderation for review.',
} as const;

export const suggestionTexts = {
  slur: 'Describe the behaviour instead of using slurs.',
  sexual: 'Remove sexually explicit language.',
  sensitive: 'If you are reporting harassment or abuse, describe what happened in plain words; a moderator will review it.',
  profanity: 'Tone down the swearing so readers can focus on your point.',
  threat: 'Remove threats of violence. If someone is in immediate danger, contact local emergency services.',
  personalInfo: 'Remove phone numbers, ID numbers and addresses of other people.',
  cardOrId: 'Never post Social Security, ID or card numbers, yours or anyone else’s.',
  spam: `Share only the links that matter most (${MAX_LINKS_BEFORE_REVIEW} at most).`,
} as const;

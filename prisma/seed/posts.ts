// Demo posts: what workers actually talk about (scheduling, wage theft, heat, tips, breaks,
// organizing, rights, strike funds, retaliation, contract wins). All people, workplaces and
// employers are fictional; employers are described, never named.
import type { SlateDocument } from '../../tests/fixtures/factories.ts';
import { b, h2, i, link, ol, p, quote, ul } from './slate.ts';

/** Which pool of demo comments fits a post. */
export type CommentTopic =
  | 'general'
  | 'scheduling'
  | 'wages'
  | 'heat'
  | 'safety'
  | 'tips'
  | 'breaks'
  | 'organizing'
  | 'rights'
  | 'retaliation'
  | 'strike'
  | 'benefits';

export interface DemoPost {
  author: string;
  /** Community slug; absent = posted to the general feed only. */
  community?: string;
  sector: string;
  type: 'DISCUSSION' | 'QUESTION' | 'STORY' | 'ORGANIZING';
  tags: string[];
  /** How long before the seed ran the post was written. */
  daysAgo: number;
  title: string;
  body: SlateDocument;
  /** 0..1: how strongly other members engage (votes, comments, saves). */
  pull: number;
  topic: CommentTopic;
}

const NLRB_RIGHTS = 'https://www.nlrb.gov/about-nlrb/rights-we-protect';
const OSHA_HEAT = 'https://www.osha.gov/heat-exposure';
const OSHA_COMPLAINT = 'https://www.osha.gov/workers/file-complaint';
const WHD_COMPLAINT = 'https://www.dol.gov/agencies/whd/contact/complaints';
const WHD_TIPS = 'https://www.dol.gov/agencies/whd/fact-sheets/15-tipped-employees-flsa';
const FLRA = 'https://www.flra.gov/';

/** The site-wide welcome post (pinned, dismissible per member). */
export const welcomePost = {
  author: 'admin_ana',
  sector: 'General',
  tags: ['community'],
  daysAgo: 21.5,
  title: 'Welcome to Workers Commons',
  body: [
    p(
      'This is a place for workers to talk with other workers: baristas, pickers, nurses, drivers, teachers, cooks, housekeepers, engineers and everyone in between. ',
      b('Ask questions, share what happened at work, and learn how other people fixed the same problem.'),
    ),
    h2('A few ground rules'),
    ul(
      [b('Protect yourself and your coworkers. '), 'Do not post names of managers or coworkers, badge numbers, or anything that identifies a specific store.'],
      [b('Be kind. '), 'Everyone here is tired after a shift. Disagree with ideas, not people.'],
      [b('No union-busting, no spam, no harassment. '), 'Moderators remove it, and repeat offenders are banned.'],
    ),
    p(
      'New here? Read the ',
      i('Start here'),
      ' post, join a community for your sector, and pick a few topics to follow so ',
      b('My Feed'),
      ' fills up with what matters to you.',
    ),
    p('Welcome in. We are glad you found us.'),
  ] satisfies SlateDocument,
};

/** The Start-here post (dismissible per member). */
export const startHerePost = {
  author: 'organizer_bea',
  community: 'organizing-101',
  sector: 'General',
  tags: ['organizing', 'rights'],
  daysAgo: 21.2,
  title: 'Start here: using Workers Commons safely',
  body: [
    p('A short checklist before you post about your job:'),
    ol(
      ['Use a ', b('personal email and personal device'), ', not ones your employer manages or monitors.'],
      'Describe your workplace in general terms ("a coffee chain in the Bay Area"), not by store number.',
      'Talking with coworkers about pay, schedules and safety is protected for most private-sector workers. Threats, harassment and leaking confidential customer data are not.',
      'Save what you learn: the Save button keeps posts in your profile for later.',
    ),
    p(
      'For the legal background in plain language, the labor board has a page on ',
      link(NLRB_RIGHTS, 'the rights employees have'),
      '. Public-sector and federal workers have different rules; ask in their communities.',
    ),
    quote('Every workplace already has leaders. Organizing is finding them and getting them talking to each other.'),
    p('Questions about the site itself? Comment below and a moderator will answer.'),
  ] satisfies SlateDocument,
};

/** A post held for review (names an individual), to give moderators something in the queue. */
export const pendingPost = {
  author: 'cashier_ben',
  community: 'retail-floor',
  sector: 'Retail',
  tags: ['wages'],
  daysAgo: 0.15,
  title: 'My store manager keeps shaving hours off our timecards',
  body: [
    p(
      'Every week a few of us find 20 to 40 minutes missing from our punches. The manager at our location (full name and store number below) says it is "rounding".',
    ),
    p('I have photos of my punches on my phone. What do I do next?'),
  ] satisfies SlateDocument,
  moderationReason: 'Names an individual manager and a store number; held for a moderator to check for personal details.',
};

export const demoPosts: DemoPost[] = [
  // ───────────── Coffee & Barista ─────────────
  {
    author: 'maria_barista',
    community: 'shift-life',
    sector: 'Coffee & Barista',
    type: 'DISCUSSION',
    tags: ['scheduling', 'rights'],
    daysAgo: 0.4,
    title: 'Clopening three times this week. Is this normal?',
    body: [
      p(
        'I closed at 10:30pm and was back to open at 5am. Three times this week. By the third one I nearly burned myself on the steam wand because I could not keep my eyes open.',
      ),
      p('What I am tracking so I have something to show if I bring it up:'),
      ul('Clock-out and clock-in times for every clopen', 'How many hours of sleep I actually got', 'Who else on the team is getting them'),
      p(
        'Some cities have fair workweek laws that require ',
        b('a rest period between shifts or extra pay'),
        ' when you are scheduled without one. Ours does not, as far as I know. Has anyone gotten their manager to stop scheduling these?',
      ),
    ],
    pull: 0.95,
    topic: 'scheduling',
  },
  {
    author: 'barista_jo',
    community: 'baristas-united',
    sector: 'Coffee & Barista',
    type: 'STORY',
    tags: ['organizing', 'contract'],
    daysAgo: 3.2,
    title: 'We won our union election at our café, 11 to 2',
    body: [
      p('We filed in March and voted last Thursday. ', b('Eleven yes, two no.'), ' I cried in the walk-in.'),
      p('What made the difference for us:'),
      ul(
        'Talking to every single coworker one-on-one before we went public, not in group chats',
        'Having a shift lead (hi Maria) on the committee, so people saw it was not just the new hires',
        'Writing down our three demands: consistent schedules, a real tip split, and fixing the broken ice machine that kept hurting our wrists',
      ),
      quote('The day after we filed, management brought in pastries and a "listening session". Everyone ate the pastries and voted yes anyway.'),
      p('Next step is bargaining. If your store is part of the coffee chain workers union drive, come say hi.'),
    ],
    pull: 1,
    topic: 'organizing',
  },
  {
    author: 'roaster_nico',
    community: 'craft',
    sector: 'Coffee & Barista',
    type: 'QUESTION',
    tags: ['heat', 'safety'],
    daysAgo: 5.6,
    title: 'Roastery floor hits 95°F in summer. What can we ask for?',
    body: [
      p(
        'Small wholesale roastery, six of us. Between the roaster and the afterburner, the floor sits at 90 to 95°F from June to September. There is one fan and a door we prop open.',
      ),
      p('Before I go to the owner I want to ask for something specific. What have other people gotten?'),
      p('I found the federal ', link(OSHA_HEAT, 'heat exposure page'), ' but it reads like it is written for construction sites.'),
    ],
    pull: 0.55,
    topic: 'heat',
  },
  {
    author: 'maria_barista',
    community: 'advocacy',
    sector: 'Coffee & Barista',
    type: 'ORGANIZING',
    tags: ['tips', 'organizing'],
    daysAgo: 9.1,
    title: 'How we got our tip split posted in writing',
    body: [
      p(
        'For a year nobody at our café knew how card tips were split. Some weeks I got $40, some weeks $9, same hours. Asking one at a time got us nowhere.',
      ),
      h2('What we did'),
      ol(
        'Five of us kept a shared note of hours and tip payouts for four weeks',
        'We compared it and found the split did not match hours at all',
        'We asked, together and in writing, for the formula to be posted in the back',
      ),
      p('It took two weeks, but the formula is now on the wall: ', b('tips split by hours worked, shift leads included, managers not.'), ''),
      p(i('Asking together made it a group concern instead of one person complaining, and that changed how it was received.')),
    ],
    pull: 0.85,
    topic: 'tips',
  },
  {
    author: 'barista_jo',
    community: 'baristas-united',
    sector: 'Coffee & Barista',
    type: 'QUESTION',
    tags: ['breaks', 'rights'],
    daysAgo: 12.3,
    title: 'Do we get a break on a 6-hour shift?',
    body: [
      p(
        'My manager says breaks are "when it is slow". It is never slow. I worked 6 hours straight on Saturday without sitting down.',
      ),
      p('I know break rules are different by state. Where do I even look up what applies to me?'),
    ],
    pull: 0.6,
    topic: 'breaks',
  },
  {
    author: 'roaster_nico',
    community: 'baristas-united',
    sector: 'Coffee & Barista',
    type: 'DISCUSSION',
    tags: ['wages', 'scheduling'],
    daysAgo: 17.4,
    title: 'Our raise got eaten by cut hours',
    body: [
      p('We got a 75-cent raise in January. In February everyone’s hours went from about 32 a week to 24. Do the math: we are taking home less.'),
      p('Is anyone else seeing this? How do you even push back when they technically gave you a raise?'),
    ],
    pull: 0.5,
    topic: 'wages',
  },

  // ───────────── Warehouse & Logistics ─────────────
  {
    author: 'jamal_picks',
    community: 'warehouse-workers',
    sector: 'Warehouse & Logistics',
    type: 'STORY',
    tags: ['heat', 'safety'],
    daysAgo: 1.3,
    title: 'Heat index hit 104°F in the pick mod yesterday',
    body: [
      p(
        'Third floor of the mod, no airflow, heat index on my phone said 104. Two people went to the on-site clinic. Our rate did not change.',
      ),
      p('What we asked for at stand-up the next morning, as a group of about fifteen:'),
      ul(
        [b('Paid cooling breaks'), ' when the heat index is above 90'],
        'Water stations on every floor, not just by the break room',
        'Rates adjusted on heat days so nobody skips water to make rate',
      ),
      p(
        'They agreed to the water stations on the spot. The rest they are "taking to the site leader". If you want to file, OSHA has an ',
        link(OSHA_COMPLAINT, 'online complaint form'),
        ' and you can ask them to keep your name confidential.',
      ),
    ],
    pull: 0.98,
    topic: 'heat',
  },
  {
    author: 'forklift_frank',
    community: 'warehouse-workers',
    sector: 'Warehouse & Logistics',
    type: 'DISCUSSION',
    tags: ['safety'],
    daysAgo: 2.8,
    title: 'Rate pressure vs. forklift safety: a near miss today',
    body: [
      p(
        'A new driver clipped a racking upright today trying to hit his numbers. Nobody was hurt. The pallet on the top beam shifted about six inches.',
      ),
      p(
        'On our safety committee I keep saying the same thing: ',
        b('you cannot post a units-per-hour rate for forklifts and also tell people safety comes first.'),
        ' One of those wins, and it is not safety.',
      ),
      p('Anyone on a committee that got rates paused for equipment operators? How did you make the case?'),
    ],
    pull: 0.7,
    topic: 'safety',
  },
  {
    author: 'sorter_grace',
    community: 'warehouse-workers',
    sector: 'Warehouse & Logistics',
    type: 'ORGANIZING',
    tags: ['organizing', 'scheduling'],
    daysAgo: 4.5,
    title: 'Peak season is coming: write down what we want before it hits',
    body: [
      p('Every year peak hits and we are too exhausted to organize anything. This year our committee is starting now.'),
      h2('Our draft list'),
      ol(
        'Mandatory overtime announced at least one week ahead',
        'A cap of 60 hours a week, no exceptions',
        'Extra break time on 12-hour nights',
        'No rate write-ups during the first two weeks of peak for new hires',
      ),
      p('What would you add? We will take the final list to a meeting with the whole shift.'),
    ],
    pull: 0.8,
    topic: 'organizing',
  },
  {
    author: 'jamal_picks',
    community: 'warehouse-workers',
    sector: 'Warehouse & Logistics',
    type: 'QUESTION',
    tags: ['breaks', 'rights'],
    daysAgo: 8.7,
    title: 'Is the walk to the break room counted against my break?',
    body: [
      p('Our break room is a six-minute walk from the far end of the building. Thirty-minute lunch means I get about eighteen minutes to eat.'),
      p('Is that just how it is, or is there a rule about this? We are thinking of asking for a second break area on the east side.'),
    ],
    pull: 0.65,
    topic: 'breaks',
  },
  {
    author: 'sorter_grace',
    community: 'warehouse-workers',
    sector: 'Warehouse & Logistics',
    type: 'STORY',
    tags: ['retaliation', 'rights'],
    daysAgo: 13.5,
    title: 'They moved me to nights after I asked about the heat policy',
    body: [
      p('Two weeks after I asked, in a team meeting, what our heat policy was, I got moved from days to nights. No explanation, "business needs".'),
      p(
        'I talked to an organizer and we filed a charge with the labor board, because ',
        b('asking about safety on behalf of the group is protected activity.'),
        ' It is still open, but five coworkers signed statements that they heard my question and the schedule change came right after.',
      ),
      quote('Write down dates. Write down who was there. The timeline is your evidence.'),
    ],
    pull: 0.9,
    topic: 'retaliation',
  },
  {
    author: 'forklift_frank',
    community: 'warehouse-workers',
    sector: 'Warehouse & Logistics',
    type: 'DISCUSSION',
    tags: ['scheduling', 'wages'],
    daysAgo: 19.8,
    title: 'Mandatory overtime announced with 12 hours notice',
    body: [
      p('Got a text at 9pm: mandatory 4 extra hours tomorrow. People with kids, second jobs, school, none of it matters apparently.'),
      p('We get time and a half, which is good, but the notice is the problem. How much notice do you get?'),
    ],
    pull: 0.45,
    topic: 'scheduling',
  },

  // ───────────── Retail ─────────────
  {
    author: 'rosa_retail',
    community: 'retail-floor',
    sector: 'Retail',
    type: 'DISCUSSION',
    tags: ['scheduling'],
    daysAgo: 1.9,
    title: 'Schedules come out Saturday night for the week starting Sunday',
    body: [
      p('How are you supposed to arrange childcare with 12 hours notice? I have two kids and a partner who works rotating shifts.'),
      p(
        'I started a shared calendar with four coworkers so we can at least swap shifts quickly. It helps, but it should not be our job to fix the schedule.',
      ),
      p('Does anyone work somewhere with ', b('two weeks notice'), ' as a rule? How did it happen?'),
    ],
    pull: 0.75,
    topic: 'scheduling',
  },
  {
    author: 'cashier_ben',
    community: 'retail-floor',
    sector: 'Retail',
    type: 'QUESTION',
    tags: ['wages', 'rights'],
    daysAgo: 6.4,
    title: 'Final paycheck missing hours. How do I file a wage claim?',
    body: [
      p('I left a grocery job last month. My last paycheck is missing about 14 hours. HR said they would "look into it" three weeks ago.'),
      p('I have my schedule screenshots. Do I go to the state or the federal Department of Labor? Is it worth it for 14 hours?'),
    ],
    pull: 0.7,
    topic: 'wages',
  },
  {
    author: 'rosa_retail',
    community: 'retail-floor',
    sector: 'Retail',
    type: 'STORY',
    tags: ['organizing', 'safety'],
    daysAgo: 10.2,
    title: 'Our petition got the break-room water fixed in 4 days',
    body: [
      p('The water fountain in our break room had been broken since winter. Individual complaints went nowhere for months.'),
      p('Then 31 of us signed one page asking for it to be fixed and handed it to the store manager together. ', b('Four days.'), ''),
      p(i('It is a small thing, but now people believe it works. We are already talking about what to ask for next.')),
    ],
    pull: 0.8,
    topic: 'organizing',
  },
  {
    author: 'cashier_ben',
    community: 'big-box',
    sector: 'Retail',
    type: 'DISCUSSION',
    tags: ['safety'],
    daysAgo: 15.1,
    title: 'Being told to stop shoplifters at the register. Is that my job?',
    body: [
      p('A new assistant manager told us to "step in" when we see someone walking out with stuff. We are cashiers. Nobody trained us for that.'),
      p('Every other job I have heard of says the opposite: do not engage, call security. What does your store tell you?'),
    ],
    pull: 0.55,
    topic: 'safety',
  },
  {
    author: 'rosa_retail',
    community: 'organizing-101',
    sector: 'Retail',
    type: 'ORGANIZING',
    tags: ['organizing'],
    daysAgo: 18.3,
    title: 'One-on-one conversations: the script that worked for us',
    body: [
      p('Not a script exactly, more of a shape. We used it for about forty conversations in our store.'),
      ol(
        [b('Ask and listen. '), 'What do you like about working here? What would you change?'],
        [b('Agitate, gently. '), 'How long has that been going on? How does it affect you?'],
        [b('Vision. '), 'What would it look like if we fixed it together?'],
        [b('Ask. '), 'Will you come to a meeting on Thursday / sign the petition / talk to two others?'],
      ),
      p('The most important part is step 1. If you talk more than they do, start over.'),
    ],
    pull: 0.85,
    topic: 'organizing',
  },

  // ───────────── Healthcare ─────────────
  {
    author: 'nurse_priya',
    community: 'nurses-station',
    sector: 'Healthcare',
    type: 'DISCUSSION',
    tags: ['staffing', 'safety'],
    daysAgo: 0.9,
    title: 'Six patients per nurse on step-down is not safe',
    body: [
      p('Last night I had six step-down patients, two of them on drips that need titration. I charted at 3am on my "break".'),
      p(
        'Management keeps calling this a "staffing challenge". It is a choice. ',
        b('Ratios are a patient safety issue, and they are bargainable.'),
        '',
      ),
      p('Who here has ratios in their contract? What did it take to get them?'),
    ],
    pull: 0.9,
    topic: 'safety',
  },
  {
    author: 'cna_tasha',
    community: 'support-staff',
    sector: 'Healthcare',
    type: 'STORY',
    tags: ['wages', 'organizing'],
    daysAgo: 4.1,
    title: 'CNAs on our floor won a $2.50 night differential by going to the board together',
    body: [
      p('Our facility had trouble filling nights for a year. Agency CNAs were making almost double what we make, for the same shift.'),
      p(
        'Twelve of us went to the public part of the board meeting, and three spoke for two minutes each. We asked for a night differential and a cap on agency use.',
      ),
      p('Six weeks later: ', b('$2.50 an hour night differential'), ', starting next pay period. The agency cap is still being "studied".'),
    ],
    pull: 0.85,
    topic: 'wages',
  },
  {
    author: 'rn_diego',
    community: 'nurses',
    sector: 'Healthcare',
    type: 'QUESTION',
    tags: ['contract', 'benefits'],
    daysAgo: 7.3,
    title: 'Travel contract cancelled mid-assignment. What should I check?',
    body: [
      p('Eight weeks into a thirteen-week contract, the hospital cancelled with a week of notice. I had already signed a lease.'),
      p('What clauses do experienced travelers look for now? Cancellation pay? Guaranteed hours? I clearly did not read mine carefully enough.'),
    ],
    pull: 0.5,
    topic: 'benefits',
  },
  {
    author: 'nurse_priya',
    community: 'nurses-station',
    sector: 'Healthcare',
    type: 'ORGANIZING',
    tags: ['organizing', 'safety', 'staffing'],
    daysAgo: 11.6,
    title: 'Assignment Despite Objection forms: how our unit uses them',
    body: [
      p('When an assignment is unsafe, we accept it (we do not walk away from patients) and we document it on an objection form, every time.'),
      ul(
        'Fill it out during the shift, with the actual acuity and numbers',
        'Copy to the charge nurse, the manager and the union rep',
        'Keep a personal copy at home, not in your locker',
      ),
      p('After six months we had 140 forms. That stack is what moved staffing onto the bargaining table.'),
    ],
    pull: 0.75,
    topic: 'organizing',
  },
  {
    author: 'cna_tasha',
    community: 'nurses-station',
    sector: 'Healthcare',
    type: 'QUESTION',
    tags: ['breaks', 'wages'],
    daysAgo: 16.2,
    title: 'Missed lunch every shift. Does anyone actually get paid for it?',
    body: [
      p('Our timeclock auto-deducts 30 minutes for lunch. I get interrupted during it almost every shift.'),
      p('I heard there is a "missed meal" button somewhere in the system but nobody uses it because managers give you a look. Do you use yours?'),
    ],
    pull: 0.65,
    topic: 'breaks',
  },

  // ───────────── Food Service ─────────────
  {
    author: 'linecook_theo',
    community: 'kitchen-and-counter',
    sector: 'Food Service',
    type: 'STORY',
    tags: ['heat', 'safety'],
    daysAgo: 2.2,
    title: 'Line hit 110°F. We got a second fan and a cooling rotation',
    body: [
      p('Saturday dinner rush, hood fan half broken, thermometer by the flat top said 110. Our dishwasher got dizzy and had to sit down.'),
      p('Sunday before service, all six of us told the chef together that we needed a plan. What we got that day:'),
      ul('A second floor fan', 'Five-minute cooling breaks in the walk-in, rotating every hour', 'Electrolyte drinks in the reach-in'),
      p('The hood repair is "scheduled". We are keeping a daily temperature log until it is done.'),
    ],
    pull: 0.8,
    topic: 'heat',
  },
  {
    author: 'server_aisha',
    community: 'kitchen-and-counter',
    sector: 'Food Service',
    type: 'DISCUSSION',
    tags: ['tips', 'wages'],
    daysAgo: 5.1,
    title: 'The general manager takes a cut of our tip pool',
    body: [
      p('Our GM "works the floor" on weekends and takes a share of the pool. He has hire and fire authority and sets our schedules.'),
      p(
        'From what I have read, ',
        b('managers and supervisors are not allowed to keep employees’ tips'),
        ' under federal law. The Labor Department has a ',
        link(WHD_TIPS, 'fact sheet on tipped employees'),
        '.',
      ),
      p('Has anyone gotten this fixed without getting fired? There are eight of us on the floor and most want to do something.'),
    ],
    pull: 0.9,
    topic: 'tips',
  },
  {
    author: 'cafeteria_hugo',
    community: 'kitchen-and-counter',
    sector: 'Food Service',
    type: 'DISCUSSION',
    tags: ['benefits', 'scheduling'],
    daysAgo: 9.8,
    title: 'School cafeteria summers: ten weeks with no hours',
    body: [
      p('Every June our hours go to zero until late August. Some of us pick up summer meal programs, but there are only a few spots.'),
      p('Our support-staff union is asking the district for a summer stipend. How do other school workers get through the summer?'),
    ],
    pull: 0.45,
    topic: 'benefits',
  },
  {
    author: 'linecook_theo',
    community: 'kitchen-and-counter',
    sector: 'Food Service',
    type: 'QUESTION',
    tags: ['wages', 'rights'],
    daysAgo: 14.4,
    title: 'Paid a flat "shift rate" for 10-hour doubles. Is that legal?',
    body: [
      p('New place pays line cooks a flat $150 per double, no matter how long it runs. Some doubles are 11 hours. I work five or six a week.'),
      p('That works out to around 55 to 60 hours a week with no overtime. Something about this feels wrong. Where do I check?'),
    ],
    pull: 0.7,
    topic: 'wages',
  },
  {
    author: 'server_aisha',
    community: 'kitchen-and-counter',
    sector: 'Food Service',
    type: 'ORGANIZING',
    tags: ['organizing', 'tips'],
    daysAgo: 20.1,
    title: 'Front and back of house met together for the first time',
    body: [
      p('Twelve of us met at a diner across town after close. Servers, cooks, dishwashers, one host.'),
      p('Turns out the kitchen thought servers were getting rich and we thought they were getting overtime. Nobody was getting either.'),
      p(b('We agreed on one thing to work on together: a written, posted tip policy that includes the kitchen.'), ' Next meeting in two weeks.'),
    ],
    pull: 0.6,
    topic: 'organizing',
  },

  // ───────────── Tech ─────────────
  {
    author: 'dev_sam',
    community: 'tech-workers',
    sector: 'Tech',
    type: 'DISCUSSION',
    tags: ['organizing'],
    daysAgo: 3.7,
    title: 'Why software engineers are talking about unions now',
    body: [
      p('Five years ago the idea of a union at a software company got laughed out of the room. Now I hear it at every team dinner.'),
      p('What changed, from where I sit:'),
      ul(
        'Layoffs announced by email at 5am, with badges deactivated before anyone read the email',
        'On-call rotations that quietly became 24/7',
        'Contractors and vendors doing core work for half the benefits',
      ),
      p('Curious what others in tech are seeing. What would a union actually change at your job?'),
    ],
    pull: 0.75,
    topic: 'organizing',
  },
  {
    author: 'qa_ingrid',
    community: 'tech-workers',
    sector: 'Tech',
    type: 'STORY',
    tags: ['contract', 'benefits'],
    daysAgo: 7.9,
    title: 'Contractors do the same work as full-timers. Here is what we asked for',
    body: [
      p('Our QA team is eleven people: three full-time employees, eight of us through a vendor. Same standups, same on-call, same deadlines.'),
      p('We wrote a short letter to the vendor and the client team lead, signed by all eight:'),
      ol('Paid sick days matching the full-time policy', 'Holiday pay for the days the office is closed', 'A path to conversion after 18 months'),
      p('We got the holidays. The rest is "under review", which is further than any of us expected.'),
    ],
    pull: 0.65,
    topic: 'benefits',
  },
  {
    author: 'dev_sam',
    community: 'tech-workers',
    sector: 'Tech',
    type: 'QUESTION',
    tags: ['rights', 'wages'],
    daysAgo: 10.9,
    title: 'Can my employer forbid discussing salary in our work chat?',
    body: [
      p('HR posted in our general channel that "compensation is confidential and should not be discussed". A few people deleted messages.'),
      p(
        'My understanding is that for most private-sector employees who are not supervisors, ',
        b('discussing pay with coworkers is protected'),
        '. Is that right for tech workers too, or do we count as something else?',
      ),
    ],
    pull: 0.8,
    topic: 'rights',
  },
  {
    author: 'qa_ingrid',
    community: 'tech-workers',
    sector: 'Tech',
    type: 'DISCUSSION',
    tags: ['benefits', 'scheduling'],
    daysAgo: 15.7,
    title: 'On-call pager rotation with no extra pay',
    body: [
      p('One week in four I carry the pager. Last rotation I got paged at 2am three nights in a row. No on-call pay, no comp time.'),
      p('What does on-call look like where you work? Is anyone paid a stipend just for carrying it?'),
    ],
    pull: 0.5,
    topic: 'benefits',
  },
  {
    author: 'dev_sam',
    community: 'tech-workers',
    sector: 'Tech',
    type: 'ORGANIZING',
    tags: ['wages', 'organizing'],
    daysAgo: 19.2,
    title: 'Starting a salary transparency sheet, safely',
    body: [
      p('A few of us want to start an anonymous salary sheet across teams. Lessons from people who have done it before:'),
      ul(
        ['Host it on a ', b('personal account'), ', never on work systems'],
        'Collect level, team type and years, not names',
        'Decide up front who can see raw rows (nobody, ideally)',
      ),
      p('Share the summary, not the spreadsheet, in group conversations. The point is to start conversations, not to expose anyone.'),
    ],
    pull: 0.6,
    topic: 'wages',
  },

  // ───────────── Gig & Rideshare ─────────────
  {
    author: 'driver_kwame',
    community: 'drivers-and-couriers',
    sector: 'Gig & Rideshare',
    type: 'DISCUSSION',
    tags: ['wages'],
    daysAgo: 1.1,
    title: 'Did the math on my week: $11.40 an hour after expenses',
    body: [
      p('Gross on the app: $1,214 for 52 hours logged in. Sounds fine until you subtract:'),
      ul('Gas: $212', 'Insurance for the week: $58', 'Maintenance and depreciation at a conservative 20 cents a mile: $351'),
      p(b('$593 left, or about $11.40 an hour.'), ' And that is before self-employment tax.'),
      p('If you track your own numbers, post them. The apps only ever show gross.'),
    ],
    pull: 0.95,
    topic: 'wages',
  },
  {
    author: 'courier_rafa',
    community: 'drivers-and-couriers',
    sector: 'Gig & Rideshare',
    type: 'STORY',
    tags: ['heat', 'safety'],
    daysAgo: 6.9,
    title: 'Delivering through a heat wave with no AC in the car',
    body: [
      p('My AC died in June and I cannot afford the repair until I have worked enough to afford the repair. You see the problem.'),
      p('Last week it was 101°F. I froze water bottles overnight, kept a wet towel on my neck, and still got a headache by 2pm.'),
      p('If you deliver by bike or in an old car: take the break. No order is worth heat stroke.'),
    ],
    pull: 0.6,
    topic: 'heat',
  },
  {
    author: 'driver_kwame',
    community: 'drivers-and-couriers',
    sector: 'Gig & Rideshare',
    type: 'ORGANIZING',
    tags: ['organizing'],
    daysAgo: 8.2,
    title: 'Drivers’ meetup at the airport waiting lot, Thursday 2pm',
    body: [
      p('We are getting drivers together at the airport waiting lot, in the back corner by the food trucks. Bring your numbers if you track them.'),
      p('Agenda:'),
      ol('Share real hourly pay after expenses', 'Deactivation stories and what helped', 'Sign up for the rideshare drivers’ campaign list'),
      p(i('Not affiliated with any app. Nobody will ask for your account details.')),
    ],
    pull: 0.55,
    topic: 'organizing',
  },
  {
    author: 'courier_rafa',
    community: 'drivers-and-couriers',
    sector: 'Gig & Rideshare',
    type: 'QUESTION',
    tags: ['rights'],
    daysAgo: 14.9,
    title: 'Account deactivated with no explanation. What are my options?',
    body: [
      p('Woke up to a "your account has been deactivated" message. No reason, no phone number, just an appeal form with a 500-character box.'),
      p('This was 60% of my income. Has anyone actually won an appeal? What did you write?'),
    ],
    pull: 0.7,
    topic: 'rights',
  },

  // ───────────── Hospitality ─────────────
  {
    author: 'housekeeping_lu',
    community: 'hotel-workers',
    sector: 'Hospitality',
    type: 'STORY',
    tags: ['safety', 'contract'],
    daysAgo: 2.5,
    title: 'Room quota went from 14 to 17 and my back cannot take it',
    body: [
      p('They "optimized" our boards. Seventeen rooms in an eight-hour shift, with checkouts counted the same as stayovers.'),
      p('Three housekeepers on my floor have been to physical therapy this year. Lifting mattresses to tuck sheets, all day, faster.'),
      p(b('Room quotas are going into our bargaining survey as the number one issue.'), ' If you clean rooms, what is your quota?'),
    ],
    pull: 0.85,
    topic: 'safety',
  },
  {
    author: 'frontdesk_mei',
    community: 'hotel-workers',
    sector: 'Hospitality',
    type: 'DISCUSSION',
    tags: ['scheduling'],
    daysAgo: 6.1,
    title: 'Split shifts at the front desk',
    body: [
      p('6am to 10am, then back from 4pm to 8pm. I live 50 minutes away, so I sit in my car or the employee cafeteria in between.'),
      p('Does anyone get paid for the gap, or at least have a rule about how often split shifts can happen?'),
    ],
    pull: 0.5,
    topic: 'scheduling',
  },
  {
    author: 'bartender_vic',
    community: 'hotel-workers',
    sector: 'Hospitality',
    type: 'QUESTION',
    tags: ['tips', 'wages'],
    daysAgo: 11.2,
    title: 'Banquet "service charge": does any of it go to us?',
    body: [
      p('Banquet checks have a 22% service charge. Guests think it is the tip. Our banquet staff get a flat hourly rate and nothing else.'),
      p('Is a service charge legally a tip? Does it depend on the state? Where would I even start asking?'),
    ],
    pull: 0.6,
    topic: 'tips',
  },
  {
    author: 'housekeeping_lu',
    community: 'hotel-workers',
    sector: 'Hospitality',
    type: 'ORGANIZING',
    tags: ['contract', 'strike'],
    daysAgo: 16.8,
    title: 'Contract expires in 60 days. What a practice picket taught us',
    body: [
      p('Our hotel workers local held a one-hour practice picket on the sidewalk before the morning shift. Around 90 people came.'),
      ul(
        'Who shows up tells you where your support is strong and where you need more conversations',
        'Managers saw it too, and bargaining got more serious that same week',
        'People who were scared of the word "strike" said it felt good to stand together',
      ),
      p('We are not on strike. We are showing we could be. Strike authorization vote is in three weeks.'),
    ],
    pull: 0.9,
    topic: 'strike',
  },

  // ───────────── Federal Government ─────────────
  {
    author: 'fed_marcus',
    community: 'federal-workers',
    sector: 'Federal Government',
    type: 'DISCUSSION',
    tags: ['rights', 'benefits'],
    daysAgo: 3.1,
    title: 'Know your rights if a shutdown furlough happens',
    body: [
      p('Questions are coming in again, so here is the short version our local shares. Always check your own agency guidance.'),
      ul(
        'Furloughed employees may not work, not even to check email. Excepted employees work without pay until funding returns',
        'Back pay for federal employees after a lapse in appropriations has been provided by law in recent shutdowns',
        'You can ask your creditors and landlord for hardship arrangements; many have them',
        'Outside work during a furlough still needs to follow ethics rules; ask before taking a side job',
      ),
      p('Federal labor relations are handled by the ', link(FLRA, 'Federal Labor Relations Authority'), ', not the private-sector labor board.'),
    ],
    pull: 0.8,
    topic: 'rights',
  },
  {
    author: 'ranger_eddie',
    community: 'agencies',
    sector: 'Federal Government',
    type: 'STORY',
    tags: ['benefits'],
    daysAgo: 9.4,
    title: 'Six seasons as a park ranger, still no health coverage in the off-season',
    body: [
      p('I have worked six summer seasons at the same park. Every October I go back to having no coverage until May.'),
      p('A few of us are writing up what it would take to convert seasonal positions to permanent part-time. If you have done this at another site, I would love to hear how.'),
    ],
    pull: 0.55,
    topic: 'benefits',
  },
  {
    author: 'fed_marcus',
    community: 'unions',
    sector: 'Federal Government',
    type: 'QUESTION',
    tags: ['contract', 'rights'],
    daysAgo: 18.9,
    title: 'New stewards: how do you explain the grievance steps to members?',
    body: [
      p('Our local just trained four new stewards. The negotiated grievance procedure is eleven pages and members glaze over.'),
      p('Does anyone have a one-page version or a diagram they use? Steps, deadlines, who to contact.'),
    ],
    pull: 0.4,
    topic: 'rights',
  },

  // ───────────── Education ─────────────
  {
    author: 'ms_okafor',
    community: 'teachers-lounge',
    sector: 'Education',
    type: 'DISCUSSION',
    tags: ['wages'],
    daysAgo: 1.6,
    title: 'I spent $600 of my own money on classroom supplies this year',
    body: [
      p('Tissues, pencils, snacks for kids who come in hungry, a rug for the reading corner. It adds up.'),
      p('Our association is surveying members on out-of-pocket spending to take to the budget hearing. ', b('If you teach, what did you spend?'), ''),
    ],
    pull: 0.75,
    topic: 'wages',
  },
  {
    author: 'subteacher_kat',
    community: 'teachers-lounge',
    sector: 'Education',
    type: 'QUESTION',
    tags: ['wages', 'benefits'],
    daysAgo: 7.6,
    title: 'Long-term sub for five months. When do I get teacher pay?',
    body: [
      p('I am covering a science class for a teacher on leave since January. I plan lessons, grade and run parent conferences. I am paid the daily sub rate.'),
      p('Some districts move long-term subs to the teacher salary schedule after a set number of days. How do I find out if mine does?'),
    ],
    pull: 0.6,
    topic: 'wages',
  },
  {
    author: 'ms_okafor',
    community: 'teachers-lounge',
    sector: 'Education',
    type: 'STORY',
    tags: ['contract', 'organizing'],
    daysAgo: 13.1,
    title: 'Our district agreed to protected planning time in the contract',
    body: [
      p(
        'For years our "planning period" got eaten by coverage for absent colleagues. Now the new contract says planning time is protected, and coverage is paid extra when it cannot be avoided.',
      ),
      quote('Building reps collected coverage logs for a whole semester. The data did the arguing for us.'),
      p('Thank you to every teacher who filled in that log on a Friday afternoon.'),
    ],
    pull: 0.8,
    topic: 'organizing',
  },

  // ───────────── Transportation ─────────────
  {
    author: 'bus_op_dana',
    community: 'transit-workers',
    sector: 'Transportation',
    type: 'DISCUSSION',
    tags: ['breaks', 'safety'],
    daysAgo: 2.0,
    title: 'No restroom access on a four-hour route',
    body: [
      p('My longest route is four hours with a three-minute layover at each end. The nearest restroom at the far end is a gas station that does not want us there.'),
      p('Operators limiting water so they do not need to go is a real thing, and in summer it is dangerous.'),
      p('Our local is asking for restroom access at every terminal. What has worked in other cities?'),
    ],
    pull: 0.7,
    topic: 'breaks',
  },
  {
    author: 'railtech_omar',
    community: 'transit-workers',
    sector: 'Transportation',
    type: 'STORY',
    tags: ['safety'],
    daysAgo: 10.5,
    title: 'A near-miss on the tracks changed how our crew works',
    body: [
      p('A train came through on the adjacent track while our crew was working. Our watchman’s warning gave us enough time, barely.'),
      p('Afterwards, the crew refused to go back out until the protection plan was reviewed. It was. We now get track protection on both tracks every time.'),
      p(b('If a job feels unsafe, say so out loud and say it together.'), ' The crew that speaks up as a group gets listened to.'),
    ],
    pull: 0.65,
    topic: 'safety',
  },
  {
    author: 'bus_op_dana',
    community: 'transit-workers',
    sector: 'Transportation',
    type: 'ORGANIZING',
    tags: ['safety', 'organizing'],
    daysAgo: 17.2,
    title: 'Assaults on operators: what our local is pushing for',
    body: [
      p('Three operators at our garage were assaulted this year. One is still out.'),
      ol('Full-height operator barriers on every bus', 'Paid leave after an assault that does not come out of sick time', 'Faster police response on reported incidents'),
      p('We are packing the next transit board meeting. If you ride the bus, your voice helps too.'),
    ],
    pull: 0.6,
    topic: 'safety',
  },

  // ───────────── General / Organizing 101 ─────────────
  {
    author: 'organizer_bea',
    community: 'organizing-101',
    sector: 'General',
    type: 'ORGANIZING',
    tags: ['organizing'],
    daysAgo: 0.7,
    title: 'Organizing first steps: map your workplace before you go public',
    body: [
      p('The most common mistake I see: going public with a petition or a union card drive before you know who is with you.'),
      h2('Make a map'),
      ul(
        'Every department, every shift, every person (on paper at home, not on work systems)',
        'Who do people go to when something goes wrong? Those are your natural leaders',
        'Who have you talked to one-on-one, and what do they care about?',
      ),
      p('When your map shows you have support on every shift, then you go public. Not before.'),
      p(i('Questions welcome. I have done this in retail, hotels and warehouses.')),
    ],
    pull: 1,
    topic: 'organizing',
  },
  {
    author: 'steward_lee',
    community: 'organizing-101',
    sector: 'General',
    type: 'DISCUSSION',
    tags: ['rights', 'contract'],
    daysAgo: 4.8,
    title: 'What a union steward actually does (and what they cannot do)',
    body: [
      p('People imagine stewards as lawyers. We are coworkers who know the contract and are not afraid to use it.'),
      ul(
        [b('We do: '), 'go with you to investigatory meetings, file grievances, explain the contract, keep records'],
        [b('We cannot: '), 'make discipline disappear, or fix things nobody tells us about'],
      ),
      p(
        'If you are in a union and called into a meeting that could lead to discipline, you can ask for a representative before answering questions. ',
        'Say it out loud: ',
        i('"If this discussion could lead to discipline, I request that my steward be present."'),
      ),
    ],
    pull: 0.85,
    topic: 'rights',
  },
  {
    author: 'organizer_bea',
    community: 'organizing-101',
    sector: 'General',
    type: 'DISCUSSION',
    tags: ['strike', 'organizing'],
    daysAgo: 8.9,
    title: 'How strike funds work, and how to start one',
    body: [
      p('A strike fund pays members something while they are not getting a paycheck. Even a small fund changes who feels able to walk out.'),
      h2('Three common models'),
      ol(
        [b('Union-held funds'), ' built from dues over years, paid out weekly during a strike'],
        [b('Hardship funds'), ' for rent and groceries, run by a committee that reviews requests'],
        [b('Community funds'), ' raised online from supporters, often for a specific strike'],
      ),
      p('Whatever the model, decide the rules before you need them: who qualifies, how much, how often, and who signs off.'),
    ],
    pull: 0.8,
    topic: 'strike',
  },
  {
    author: 'steward_lee',
    sector: 'General',
    type: 'STORY',
    tags: ['rights', 'retaliation'],
    daysAgo: 12.8,
    title: 'The disciplinary meeting where asking for a rep changed everything',
    body: [
      p('A coworker was called into the office "for a quick chat". It was an investigation about a missing scanner.'),
      p('She said the words: she wanted her steward before answering. The manager tried "it is just informal". She repeated it. I came in.'),
      p('With a witness in the room, the questions got a lot more careful, and it turned out the scanner was logged out to another shift. ', b('No discipline.'), ''),
    ],
    pull: 0.75,
    topic: 'rights',
  },
  {
    author: 'organizer_bea',
    community: 'organizing-101',
    sector: 'Warehouse & Logistics',
    type: 'STORY',
    tags: ['contract', 'wages'],
    daysAgo: 14.1,
    title: 'Contract win at a parcel hub: 14% over three years and an overtime cap',
    body: [
      p('Ratified last night with 91% yes. Members of the parcel delivery union at one hub, after eight months of bargaining.'),
      ul('14% raises over three years, front-loaded', 'Mandatory overtime capped at 10 hours a week', 'Heat plan with paid cooling breaks written into the contract'),
      p('This happened because people showed up: 300 at the last rally, in the rain. Congratulations to everyone who held the line.'),
    ],
    pull: 0.95,
    topic: 'strike',
  },
  {
    author: 'admin_ana',
    sector: 'General',
    type: 'DISCUSSION',
    tags: ['rights'],
    daysAgo: 6.6,
    title: 'Know your rights: protected concerted activity, in plain words',
    body: [
      p('Most private-sector employees (not supervisors, not independent contractors) have the right to act together about pay and working conditions.'),
      ul(
        'Talking with coworkers about wages, schedules or safety',
        'Signing a petition together or going to a manager as a group',
        'Posting online about working conditions with the goal of improving them together',
      ),
      p(
        'Retaliating against you for that is generally illegal. Charges go to the labor board and must usually be filed within six months. More at ',
        link(NLRB_RIGHTS, 'the labor board’s rights page'),
        '.',
      ),
      p(i('Not legal advice. Public-sector, federal, agricultural and domestic workers have different rules.')),
    ],
    pull: 0.9,
    topic: 'rights',
  },
  {
    author: 'jamal_picks',
    sector: 'Warehouse & Logistics',
    type: 'STORY',
    tags: ['strike', 'heat'],
    daysAgo: 5.4,
    title: 'What our one-hour walkout felt like from the inside',
    body: [
      p('The cooling system on our side of the building failed at noon. By 2pm it was 97°F. At 2:15, about forty of us walked out to the parking lot together.'),
      p('Honestly I was shaking. Then I saw people from three other departments coming out behind us.'),
      p('An hour later, management brought out industrial fans and said we would be paid for the hour. ', b('Nobody was disciplined.'), ' We went back in together too.'),
    ],
    pull: 0.9,
    topic: 'strike',
  },
  {
    author: 'maria_barista',
    sector: 'Coffee & Barista',
    type: 'QUESTION',
    tags: ['scheduling', 'rights'],
    daysAgo: 15.5,
    title: 'Does anyone’s city have a fair workweek law? Does it actually work?',
    body: [
      p('I keep reading that some cities require two weeks notice for schedules and pay a premium when shifts change last minute.'),
      p('If you work somewhere with one of these laws: is it enforced? Do you actually get the premium pay, or do managers find a way around it?'),
    ],
    pull: 0.7,
    topic: 'scheduling',
  },
  {
    author: 'server_aisha',
    sector: 'Food Service',
    type: 'STORY',
    tags: ['retaliation', 'organizing'],
    daysAgo: 3.9,
    title: 'I got written up the day after we delivered our petition',
    body: [
      p('We delivered a petition about the tip pool on Tuesday. On Wednesday I got written up for "attitude", my first write-up in four years there.'),
      p('I wrote down the timeline that night, with the names of everyone who signed. Two coworkers offered to be witnesses.'),
      p('I am talking to a workers center this week. Posting because I want people to know: ', b('document everything, the same day.'), ''),
    ],
    pull: 0.85,
    topic: 'retaliation',
  },
  {
    author: 'dev_sam',
    sector: 'Tech',
    type: 'DISCUSSION',
    tags: ['benefits', 'organizing'],
    daysAgo: 11.9,
    title: 'Return-to-office mandate: how are your teams responding?',
    body: [
      p('Ours went from "remote-first" to four days in office with six weeks notice. Some teammates moved two states away during the remote years.'),
      p('A group of us wrote a joint letter asking for exceptions for caregivers and people hired as remote. How have other teams handled it?'),
    ],
    pull: 0.55,
    topic: 'benefits',
  },
  {
    author: 'rosa_retail',
    sector: 'Retail',
    type: 'DISCUSSION',
    tags: ['benefits', 'scheduling'],
    daysAgo: 20.6,
    title: 'Kept at 29 hours so we never qualify for health insurance',
    body: [
      p('Every part-timer in our store is scheduled at exactly 29 hours or less. Coincidence, I am sure.'),
      p('Some of us would happily work 32. Has anyone gotten full-time hours restored by asking as a group?'),
    ],
    pull: 0.65,
    topic: 'benefits',
  },
  {
    author: 'cna_tasha',
    sector: 'Healthcare',
    type: 'QUESTION',
    tags: ['rights', 'safety'],
    daysAgo: 0.25,
    title: 'Can I refuse an assignment if I have no lift equipment?',
    body: [
      p('Tonight I was told to transfer a patient who needs a mechanical lift, and our only lift has been broken for a week.'),
      p('I did it with a coworker and my back is screaming. What are my options next time? Is there a safe way to refuse?'),
    ],
    pull: 0.5,
    topic: 'safety',
  },
  {
    author: 'courier_rafa',
    sector: 'Gig & Rideshare',
    type: 'DISCUSSION',
    tags: ['wages', 'tips'],
    daysAgo: 12.1,
    title: 'Customers think the tip goes to us. Does it, all of it?',
    body: [
      p('A customer told me she tipped $10 on an order where my payout showed $3.50 in tips. I have screenshots of both.'),
      p('Has anyone compared what customers tip with what shows up in their pay? We should collect these.'),
    ],
    pull: 0.7,
    topic: 'tips',
  },
  // ───────────── The private organizing committee (members only) ─────────────
  {
    author: 'barista_jo',
    community: 'cafe-organizing-committee',
    sector: 'Coffee & Barista',
    type: 'ORGANIZING',
    tags: ['organizing'],
    daysAgo: 1.3,
    title: 'Card count after this week: 14 of 19 signed',
    body: [
      p('Fourteen of nineteen. The five left are mostly weekend-only folks and the two newest hires.'),
      p('Before Sunday:'),
      ul('Maria takes the two Saturday closers for coffee after shift', 'Nico talks to the new hires, one at a time', 'Nobody mentions numbers in the store group chat'),
      p('We meet Tuesday at the usual place. Bring your notes, not your phone screenshots.'),
    ],
    pull: 0.5,
    topic: 'organizing',
  },
  {
    author: 'organizer_bea',
    community: 'cafe-organizing-committee',
    sector: 'Coffee & Barista',
    type: 'DISCUSSION',
    tags: ['organizing', 'rights'],
    daysAgo: 0.6,
    title: 'If management calls a captive-audience meeting next week',
    body: [
      p('It looks likely after the card count. Plan for it now:'),
      ul(
        'Go, stay calm, take notes: who said what, and when',
        'Ask questions you already know the answers to, politely',
        'Talk with each other afterwards, not in front of managers',
      ),
      p('Write down any threat or promise made to you and send it to the committee the same day.'),
    ],
    pull: 0.45,
    topic: 'organizing',
  },
];

/** A link used by some demo comments. */
export const demoLinks = { WHD_COMPLAINT, OSHA_COMPLAINT, NLRB_RIGHTS };

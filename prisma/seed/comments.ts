// Demo comment texts. Plain text; a blank line separates paragraphs.
// A post takes its own comments (postComments, by title) first, then generic ones from the pool
// of its topic. Pools hold only comments that read naturally under any post of that topic.
import type { CommentTopic } from './posts.ts';

export const commentPools: Record<CommentTopic, string[]> = {
  general: [
    'Thank you for posting this. I thought it was just my workplace.',
    'Saving this. Going to share it with a couple of coworkers on break tomorrow.',
    'Solidarity from the other side of the country. You are not alone in this.',
    'Following. I want to know how this turns out.',
    'I shared this in our group chat and three people replied "same" within a minute.',
    'Posts like this are how people figure out that what is happening to them is not normal.',
    'Thanks for taking the time to write it all down. That is a lot of work after a shift.',
    'Reading this on my lunch break and nodding the whole time.',
  ],
  scheduling: [
    'Screenshot every schedule the day it is posted. If they change it later, you have proof.',
    'We started a shift-swap group chat so nobody has to beg a manager for coverage. It took a lot of pressure off.',
    'Some cities have fair workweek laws with premium pay when the schedule changes on short notice. Worth checking if yours does.',
    'Ask for your availability to be respected in writing. When they ignore it, you have a record.',
    'Scheduling software has settings. Someone chose them, and someone can change them.',
    'Two weeks notice was the first thing we won after we organized. It changed everything about planning my life.',
    'Track how often it happens over a month. A number is harder to wave away than a feeling.',
  ],
  wages: [
    'The federal Wage and Hour Division takes complaints too, and you do not need a lawyer to file one.',
    'Keep your own record of hours in a notebook or an app on your personal phone. Employer records have a way of going missing.',
    'Check your pay stub every single time. Somehow the mistakes only ever go one direction.',
    'Compare notes with coworkers. Pay problems are almost never just one person’s problem.',
    'Legal aid clinics and workers centers often help with wage questions for free. Worth a call.',
    'Wage theft takes more from workers every year than all the robberies combined, and almost nobody talks about it.',
  ],
  heat: [
    'Some states have their own heat rules that go further than the federal ones: water, shade, cooling breaks. Check yours.',
    'Keep a temperature log with date, time and reading. A photo of the thermometer is even better.',
    'Water, rest, shade. If your workplace cannot provide those on a hot day, that is the conversation to start.',
    'Heat exhaustion can turn into heat stroke fast. Dizziness, nausea, confusion: stop, get somewhere cool, get help.',
    'Rates and quotas should drop on heat days. Nobody should skip water to make a number.',
    'You can file a safety complaint and ask for your name to be kept confidential.',
  ],
  safety: [
    'Near misses are the warning. Report every one in writing, even when nobody was hurt.',
    'You can file a safety complaint and ask for your name to be kept confidential.',
    'Speaking up as a group is so much safer than doing it alone.',
    'Ask to see the injury logs. In a lot of workplaces employees are entitled to see them, and the numbers make the case for you.',
    'Write down every unsafe condition with the date and who you reported it to. That paper trail matters later.',
    'If it feels unsafe, say it out loud, and say it together. One person is a complaint; five people are a problem management has to solve.',
  ],
  tips: [
    'Ask for the tip policy in writing. If they refuse, that tells you something too.',
    'Managers and supervisors keeping part of the tips is a red flag under federal law.',
    'Keep your own tip log every shift. It takes thirty seconds and it is your best evidence.',
    'We pool by hours worked and post the weekly totals. Transparency killed most of the arguments.',
    'Your local workers center may have a template letter for tip complaints.',
  ],
  breaks: [
    'There is no federal law requiring meal breaks, but many states have one. Your state labor department lists the rules.',
    'Short rest breaks your employer does give you generally have to be paid under federal law.',
    'Write down every break you miss, with the date. Patterns are what get attention.',
    'We started covering for each other so everyone gets their break. Managers noticed when it stopped being their favor to give.',
    'If you have a union contract, check whether it defines break times. Ours did and it was ignored for years.',
  ],
  organizing: [
    'Write down every commitment people make, and follow up within 48 hours.',
    'Agree on a time to meet again before you leave the room. Momentum dies in the gap.',
    'Remember to talk to the people who seem skeptical. Some of our best leaders started as skeptics.',
    'Start small, win something, then go bigger. Every win makes the next ask easier.',
    'Make sure every shift is represented on your committee. We missed nights at first and it showed.',
    'This is exactly the kind of thing we cover in Organizing 101. Come ask questions there anytime.',
  ],
  rights: [
    'Good summary. Printing this for our break room board.',
    'Saving this. The "not legal advice, check your situation" part is important too.',
    'Workers centers and legal aid clinics can help with this for free. Do not wait; some of these have deadlines.',
    'Keep copies of everything at home, not in your locker or on a work laptop.',
    'I wish someone had told me this at my first job.',
  ],
  retaliation: [
    'Write the timeline down today: dates, times, who was there, what was said. It matters more than you think.',
    'Retaliation for acting together on working conditions is generally illegal. Filing a charge costs nothing.',
    'Sorry this happened to you. Document, keep copies at home, and lean on your coworkers.',
    'Witness statements from coworkers make a huge difference. So glad people are stepping up for you.',
    'The timing alone says a lot. Keep us posted.',
  ],
  strike: [
    'Solidarity from our local. Let us know if you need people on the line.',
    'Community support matters so much. Post a fund link if you set one up.',
    'This is what it looks like when people stick together.',
    'Taking notes for our own contract fight next year.',
  ],
  benefits: [
    'Collect stories from coworkers about what this costs them. Stories move people at the table.',
    'Ask for the policy in writing first. Half the time nobody can find it.',
    'Benefits are pay. Treat this like the wage issue it is.',
    'Asking as a group is the way. One person asking is easy to say no to.',
  ],
};

/** A comment text, optionally with the username who writes it (when the text implies who). */
export type DemoComment = string | { by: string; text: string };

/**
 * Comments written for one post (keyed by post title or poll question), used before the pools.
 * `by` pins the author when the text says something about them ("at our café", "I drive").
 */
export const postComments: Record<string, DemoComment[]> = {
  // Coffee & Barista
  'Clopening three times this week. Is this normal?': [
    'Clopens are the worst. Our fix was asking for a minimum of 10 hours between shifts, in writing, signed by everyone on the team.',
    'I got clopens stopped by pointing out that exhausted people make mistakes around hot equipment. The safety framing worked better than fairness.',
    'Not normal, just common. Those are different things.',
    'Your log idea is great. Add how long your commute is each way; the real rest time is even shorter.',
  ],
  'We won our union election at our café, 11 to 2': [
    'Congratulations! Bargaining is a marathon. Keep the committee meeting every week, even when nothing seems to be happening.',
    'The pastries-and-listening-session move is straight out of the playbook. Glad nobody fell for it.',
    { by: 'server_aisha', text: 'Our restaurant is starting a drive too. Any tips for the week before the vote?' },
    'Crying in the walk-in is a time-honored tradition. Congratulations to all of you.',
  ],
  'Roastery floor hits 95°F in summer. What can we ask for?': [
    { by: 'linecook_theo', text: 'We got a portable evaporative cooler and a rule that anyone can take ten minutes outside when it is over 90. Start with something concrete like that.' },
    'Ask for a thermometer on the wall first. It is cheap, hard to refuse, and it starts the log for you.',
    'Small shops can move fast when the owner sees the numbers. Six people asking together is a lot in a shop of six.',
  ],
  'How we got our tip split posted in writing': [
    { by: 'barista_jo', text: 'Four weeks of shared notes is such a simple idea. Stealing this for our café.' },
    'Shift leads included and managers not is exactly how it should be.',
    { by: 'server_aisha', text: 'Did anyone push back when you asked? Our manager gets weird any time tips come up.' },
  ],
  'Do we get a break on a 6-hour shift?': [
    '"Breaks when it is slow" means no breaks. Ask for a written break schedule.',
    'Look up your state labor department’s page on meal and rest breaks. Some states require them at five or six hours.',
    { by: 'linecook_theo', text: 'In our kitchen we started covering for each other so everyone gets ten minutes. It works better than waiting for permission.' },
  ],
  'Our raise got eaten by cut hours': [
    'A raise that comes with cut hours is a pay cut with extra steps.',
    'Same here. They love announcing the hourly number and never the weekly one.',
    'Ask for a minimum guaranteed hours policy. That is the piece that protects the raise.',
  ],
  // Warehouse & Logistics
  'Heat index hit 104°F in the pick mod yesterday': [
    'Water stations on the spot is a real win. That happened because fifteen people asked, not one.',
    { by: 'forklift_frank', text: 'The third floor of our mod is the same. We started logging the heat index every hour on our phones.' },
    'Paid cooling breaks above 90 is a completely reasonable ask. Keep pushing on that one.',
  ],
  'Rate pressure vs. forklift safety: a near miss today': [
    'You cannot post a rate for forklifts and also say safety first. Putting that on a safety committee agenda word for word.',
    'Glad nobody was hurt. A shifted pallet on a top beam is how people die.',
    { by: 'jamal_picks', text: 'We got rates paused for new drivers during their first month. The argument was the near-miss log.' },
  ],
  'Peak season is coming: write down what we want before it hits': [
    { by: 'forklift_frank', text: 'Add hearing protection near the sorters. Peak noise is brutal.' },
    { by: 'jamal_picks', text: 'A 60-hour cap would be life-changing. Last peak I did 68 two weeks in a row.' },
    { by: 'steward_lee', text: 'Happy to help run the shift meeting if you want a steward in the room.' },
  ],
  'Is the walk to the break room counted against my break?': [
    { by: 'forklift_frank', text: 'We got a second break area by timing the walk from every corner of the building and showing the numbers to the site leader.' },
    'Eighteen minutes to eat is not a lunch. Asking for a closer break area is a great first ask.',
  ],
  'They moved me to nights after I asked about the heat policy': [
    'Five coworkers signing statements is huge. That is solidarity.',
    'The timing alone says a lot. Keep us posted on the charge.',
    'Thank you for sharing this. Posts like this are how other people learn they can fight back.',
  ],
  'Mandatory overtime announced with 12 hours notice': [
    'Last-minute overtime texts at 9pm should not be a thing. In some places scheduling laws cover it.',
    { by: 'steward_lee', text: 'We get a week’s notice in our contract. It took a fight, but it was worth it.' },
  ],
  // Retail
  'Schedules come out Saturday night for the week starting Sunday': [
    'We get ours on Thursday for the following week. Still not enough when you have kids.',
    'The shared calendar is smart. Also screenshot every schedule when it is posted, in case it changes later.',
    { by: 'cashier_ben', text: 'Two weeks notice happened at our store only after a petition signed by most of the floor.' },
  ],
  'Final paycheck missing hours. How do I file a wage claim?': [
    'File the claim. Fourteen hours is real money, and small claims are exactly what the state wage offices handle.',
    'Look up whether your state has a final paycheck law. Some have penalties for late or short final pay.',
    'Your screenshots are evidence. Keep them somewhere safe, and write down when you talked to HR.',
  ],
  'Our petition got the break-room water fixed in 4 days': [
    'Start small, win something, then go bigger. The water fountain win is exactly that.',
    'Thirty-one signatures for a water fountain. Imagine what sixty can do.',
    'This is the best kind of first campaign: everybody cares, and it is easy to say yes to.',
  ],
  'Being told to stop shoplifters at the register. Is that my job?': [
    { by: 'rosa_retail', text: 'Every retail training I have seen says do not engage, call security. Ask for the policy in writing.' },
    'Please do not. No merchandise is worth getting hurt over, and you are not trained or paid for it.',
  ],
  'One-on-one conversations: the script that worked for us': [
    { by: 'steward_lee', text: 'The listening part is exactly how I was trained. Listening more than talking is the hardest part.' },
    'Step 2 is the one people skip. It is uncomfortable, but it is where people decide they care enough to act.',
    'Saving this for our committee training next week.',
  ],
  // Healthcare
  'Six patients per nurse on step-down is not safe': [
    'Charting at 3am on your break is unpaid work and a safety issue. Document it.',
    { by: 'rn_diego', text: 'The last hospital I traveled to has ratios for ICU and step-down in its contract. It took them two contract cycles and a strike vote.' },
    'It is a choice. They always find money for agency nurses.',
  ],
  'CNAs on our floor won a $2.50 night differential by going to the board together': [
    'Twelve people at a board meeting is powerful. Congratulations.',
    'Agency making double for the same shift is the thing that gets everyone angry. Smart to use it.',
    'Keep pushing on the agency cap. That is where the real savings are for them.',
  ],
  'Travel contract cancelled mid-assignment. What should I check?': [
    'Look for a cancellation clause with notice and pay, and for guaranteed hours. Both are negotiable before you sign.',
    'A friend who travels learned that the hard way too. Now she asks the recruiter for the cancellation terms in writing before anything else.',
  ],
  'Assignment Despite Objection forms: how our unit uses them': [
    'A stack of 140 forms is the best argument there is.',
    'Keeping a personal copy at home is the most important step. Things go missing.',
    'Do you fill them out for every unsafe assignment, or only the worst ones?',
  ],
  'Missed lunch every shift. Does anyone actually get paid for it?': [
    'Auto-deducted lunches you did not get are unpaid work. Keep a note every time.',
    'Use the missed-meal button. If everyone uses it, nobody gets singled out.',
    { by: 'nurse_priya', text: 'We made a pact on our unit: everybody hits the button every time. Managers stopped giving looks within a month.' },
  ],
  // Food Service
  'Line hit 110°F. We got a second fan and a cooling rotation': [
    'Cooling breaks in the walk-in are a great idea. Five minutes makes a real difference.',
    'All six of you asking together is what made this happen the same day.',
    'Keep that temperature log going until the hood is fixed, and after.',
  ],
  'The general manager takes a cut of our tip pool': [
    'Someone who sets your schedule and can fire you should not be in the tip pool.',
    'Eight people is enough to act together. Write a short letter, everyone signs, deliver it together.',
    'Talk to a workers center before you act. They have seen this exact situation many times.',
  ],
  'School cafeteria summers: ten weeks with no hours': [
    'Summer stipends for school staff exist in some districts. Ask your union to collect examples.',
    { by: 'ms_okafor', text: 'Same for the bus drivers at my school. Support staff get forgotten every summer.' },
  ],
  'Paid a flat "shift rate" for 10-hour doubles. Is that legal?': [
    'A flat rate for 55-plus hours with no overtime sounds like a real problem. Definitely get it checked.',
    'Write down your actual start and end times every day starting now.',
    'The Wage and Hour Division or your state labor department can tell you. Call them.',
  ],
  'Front and back of house met together for the first time': [
    'Front and back of house meeting together is huge. That divide is what management relies on.',
    'Meeting across town after close is smart. Nobody feels watched.',
    { by: 'linecook_theo', text: 'Our pool includes the kitchen now and honestly the whole restaurant gets along better.' },
  ],
  // Tech
  'Why software engineers are talking about unions now': [
    { by: 'qa_ingrid', text: 'Badges deactivated before the layoff email arrived. That is the moment it clicked for a lot of my coworkers too.' },
    { by: 'godmin_gil', text: 'A union would change on-call for us. Compensation for carrying a pager at all.' },
    'Contractors and full-timers organizing together is the part that would scare management most.',
  ],
  'Contractors do the same work as full-timers. Here is what we asked for': [
    'Holiday pay for contractors is a real win. Congratulations.',
    'Conversion after 18 months would be huge. Keep pushing on that one.',
    'All eight signing is the key part. Nobody could be singled out.',
  ],
  'Can my employer forbid discussing salary in our work chat?': [
    'For most private-sector employees who are not supervisors, a blanket ban on discussing pay is a problem. Tech workers are not an exception.',
    'Screenshot that HR post. It may be useful later.',
    'Supervisors and managers are treated differently, so it depends a bit on your role.',
  ],
  'On-call pager rotation with no extra pay': [
    'Some companies pay a stipend just for carrying the pager, plus an hourly rate when paged. Ask for the policy in writing.',
    'Three 2am pages in a row is a staffing problem, not an on-call problem.',
  ],
  'Starting a salary transparency sheet, safely': [
    'Personal accounts only. Good advice.',
    'Collecting level and years instead of names is smart. It is about the pattern, not the person.',
  ],
  // Gig & Rideshare
  'Did the math on my week: $11.40 an hour after expenses': [
    'Do the math in public like this more often. Numbers change minds.',
    { by: 'courier_rafa', text: 'I did the same calculation for my car last year and quit one app entirely. Expenses are the part nobody talks about.' },
    'Sharing this with my cousin who drives nights. He has never once subtracted the insurance.',
    'And no sick days, no overtime, no unemployment when they deactivate you.',
  ],
  'Delivering through a heat wave with no AC in the car': [
    { by: 'driver_kwame', text: 'Frozen water bottles and a wet towel saved me last summer too. But it should not be on us.' },
    'Take the break. No order is worth heat stroke. Thanks for saying it.',
  ],
  'Drivers’ meetup at the airport waiting lot, Thursday 2pm': [
    { by: 'courier_rafa', text: 'I will be there, bringing my mileage log.' },
    'Could you do one in the evening too? A lot of drivers work the dinner rush.',
  ],
  'Account deactivated with no explanation. What are my options?': [
    'Save every message and screenshot your ratings history before it disappears.',
    'Some cities have driver advocacy groups that help with appeals for free. Ask at the meetup Thursday.',
    'Sixty percent of your income gone with a 500-character appeal box. That is the whole problem with these apps.',
  ],
  'Customers think the tip goes to us. Does it, all of it?': [
    'Screenshots of the customer receipt next to your payout is exactly the kind of evidence that gets attention.',
    { by: 'driver_kwame', text: 'I will send you mine. Two orders last month did not match either.' },
  ],
  // Hospitality
  'Room quota went from 14 to 17 and my back cannot take it': [
    { by: 'frontdesk_mei', text: 'Please take care of your back. Three of my coworkers are on light duty right now for the same thing.' },
    'Quotas that ignore physical reality are a safety issue, not just a workload issue. Frame it that way in bargaining.',
    { by: 'bartender_vic', text: 'Fourteen was already too many with checkouts. Seventeen is not possible to do well.' },
  ],
  'Split shifts at the front desk': [
    'Some union contracts limit split shifts or pay a premium for them. Worth asking your local.',
    'Fifty minutes each way for a split shift is basically a twelve-hour day.',
  ],
  'Banquet "service charge": does any of it go to us?': [
    'Service charges are tricky: in many places they legally belong to the employer unless they are paid out. It depends on your state and city.',
    'If guests think the service charge is the tip, that is a story a local reporter might want to hear.',
  ],
  'Contract expires in 60 days. What a practice picket taught us': [
    'Practice pickets are underrated. You learn so much about where your support is before it counts.',
    'A strike authorization vote is leverage even if you never use it. Good luck.',
    'Ninety people before the morning shift is a strong showing.',
  ],
  // Federal Government
  'Know your rights if a shutdown furlough happens': [
    'Bookmarking this. The outside-work point catches a lot of people.',
    'Thanks for the reminder that federal employees have a separate system. People mix it up all the time.',
    { by: 'ranger_eddie', text: 'Our local is putting together a hardship contact list, too. Worth doing before it happens.' },
  ],
  'Six seasons as a park ranger, still no health coverage in the off-season': [
    'Six seasons is a permanent job in everything but name.',
    'Write up how many seasonal staff come back year after year. That number makes the case.',
  ],
  'New stewards: how do you explain the grievance steps to members?': [
    'One-page flowchart: steps down the left, deadlines on the right, steward phone number at the bottom. Works for us.',
    { by: 'steward_lee', text: 'Role-play a grievance meeting at steward training. People remember it much better than the document.' },
  ],
  // Education
  'I spent $600 of my own money on classroom supplies this year': [
    'The survey idea is great. Data from a hundred teachers is a budget line; a complaint from one is a shrug.',
    { by: 'subteacher_kat', text: 'About $300 for me as a long-term sub. Mostly snacks and printer paper.' },
    'Out-of-pocket spending for work should be reimbursed. Full stop.',
  ],
  'Long-term sub for five months. When do I get teacher pay?': [
    'Check your district’s collective bargaining agreement or board policy for "long-term substitute". It is usually spelled out there.',
    'You are doing the full job. You should get the full pay. Ask the association, even if subs are not members.',
  ],
  'Our district agreed to protected planning time in the contract': [
    'The data did the arguing. Love that.',
    'Coverage logs for a whole semester takes discipline. Well earned.',
    { by: 'subteacher_kat', text: 'We are fighting for exactly this right now. Would you share how you set up the logs?' },
  ],
  // Transportation
  'No restroom access on a four-hour route': [
    'Restroom access is a basic dignity issue. Operators in our city won terminal restrooms after a year of pushing.',
    'Limiting water to avoid needing a restroom is dangerous in summer. Please do not.',
    'Riders would back you on this. Ask them to speak at the board meeting.',
  ],
  'A near-miss on the tracks changed how our crew works': [
    'Refusing together until the plan was reviewed is exactly right. Glad everyone is OK.',
    'Thank your watchman for us.',
  ],
  'Assaults on operators: what our local is pushing for': [
    { by: 'railtech_omar', text: 'Operator barriers made a real difference on our buses. Keep pushing.' },
    'Paid assault leave that does not come out of sick time should be standard everywhere.',
    'I ride your routes. I will be at the board meeting.',
  ],
  // General / Organizing 101
  'Organizing first steps: map your workplace before you go public': [
    'Mapping first is such good advice. We went public too early once and lost two of our strongest people.',
    'What do you do about people who only work weekends? We always miss them.',
    'The "who do people go to when something goes wrong" question is gold.',
    'On paper, at home. People underestimate how much employers can see on work systems.',
  ],
  'What a union steward actually does (and what they cannot do)': [
    'Printing the "I request my steward be present" line and putting it in my wallet.',
    'Asking for a steward before answering questions is one of the most useful things a union member can know.',
    'The "fix things nobody tells us about" part is so true. Tell your steward early.',
  ],
  'How strike funds work, and how to start one': [
    { by: 'housekeeping_lu', text: 'We set up a hardship fund before our contract expired, and it made people much braver at the strike vote.' },
    'Decide the rules early. We argued about eligibility in the middle of a strike and it was painful.',
    'Community funds worked well for us. Supporters want to help; give them a way.',
  ],
  'The disciplinary meeting where asking for a rep changed everything': [
    '"It is just informal" is the oldest trick there is. Good for her for repeating it.',
    'A witness in the room changes everything. Great example.',
  ],
  'Contract win at a parcel hub: 14% over three years and an overtime cap': [
    'Ratified with 91 percent. That is a unified membership. Well earned.',
    'A heat plan written into the contract is huge. That should be the standard everywhere.',
    'Three hundred people in the rain. That is what wins contracts.',
  ],
  'Know your rights: protected concerted activity, in plain words': [
    'The six-month deadline is the part people miss. Thank you for including it.',
    'Sharing this with every new hire I meet.',
    'Good that you called out who is not covered. Misclassified gig workers are their own fight.',
  ],
  'What our one-hour walkout felt like from the inside': [
    'Hearing about people walking out together gives me chills. And going back in together is just as important.',
    'Forty people is a lot. That is why nobody got disciplined.',
    'The shaking part is real. It gets easier the second time.',
  ],
  'Does anyone’s city have a fair workweek law? Does it actually work?': [
    'Ours does. The premium pay shows up, but only because a few of us check every schedule change and ask for it.',
    'Enforcement is the weak spot. Keep your own screenshots of every posted schedule.',
  ],
  'I got written up the day after we delivered our petition': [
    'Write the timeline down today: dates, times, who was there, what was said. You already did. That is great.',
    'Four years without a write-up and then this, the day after. The timing speaks for itself.',
    'Two coworkers offering to be witnesses is solidarity. Keep us posted.',
  ],
  'Return-to-office mandate: how are your teams responding?': [
    { by: 'qa_ingrid', text: 'Our joint letter on return to office got caregiver exceptions for about half the people who asked.' },
    'People hired as remote should stay remote. That is the simplest line to hold.',
  ],
  'Kept at 29 hours so we never qualify for health insurance': [
    'Keeping everyone at 29 hours is such an obvious dodge.',
    { by: 'cashier_ben', text: 'We got four people moved to full time by asking together, with a list of who wanted more hours.' },
  ],
  'Can I refuse an assignment if I have no lift equipment?': [
    'Lifting without the right equipment is how careers end. Document that the lift was broken and when it was reported.',
    'Talk to your charge nurse and write it up every time. And get your back looked at.',
  ],
  // Welcome and Start-here
  'Welcome to Workers Commons': [
    { by: 'jamal_picks', text: 'Glad this exists. Hello from a warehouse night shift.' },
    { by: 'barista_jo', text: 'Hi all! Barista here, looking forward to learning from everyone.' },
    { by: 'cna_tasha', text: 'Hello from a hospital break room. Staffing is our big issue, see you in Nurses’ Station.' },
    { by: 'courier_rafa', text: 'Love that there is a place for gig workers too. Most spaces forget about us.' },
    'Appreciate the rule about not naming managers. Keeps the focus on the problems, not people.',
    { by: 'cashier_ben', text: 'First post jitters. Thanks for making it feel welcoming.' },
  ],
  'Start here: using Workers Commons safely': [
    'Thanks for the safety checklist. I switched to my personal email right after reading it.',
    { by: 'ms_okafor', text: 'Good reminder that public-sector rules are different. Teacher here, we will ask in our community.' },
    'The quote about leaders is going on our break room wall.',
    { by: 'fed_marcus', text: 'Federal folks: same advice applies double. Personal devices only.' },
  ],
  // Polls
  'This week: what would make the biggest difference at your job right now?': [
    'Voted raise, but honestly predictable schedules would be a raise for me because I could keep my second job.',
    'Respect from management. Everything else follows from that.',
    'Safer staffing. When we are short, everything else gets worse.',
  ],
  'Have you ever been asked to work off the clock?': [
    { by: 'server_aisha', text: '"Just finish closing after you clock out" happened at every restaurant I have worked at.' },
    'Once or twice, until I started saying no. Nobody could explain why I should work for free.',
  ],
  'How much notice do you get for your schedule?': [
    'Three days, and it changes anyway.',
    { by: 'steward_lee', text: 'Two weeks, because it is in our contract.' },
  ],
  'Would you contribute a few dollars a paycheck to a strike fund?': [
    'Yes, if the rules for paying out are clear and written down.',
    'Depends on the amount. Five dollars is easy; twenty-five is a tank of gas.',
  ],
  'Does your workplace have cooling or heat breaks in summer?': [
    'Neither. Fans that blow hot air around do not count.',
    'Breaks only, and only since last year when we pushed for them.',
  ],
  'Should tips be pooled across front and back of house?': [
    { by: 'bartender_vic', text: 'Weighted by hours. It is the only split that felt fair to everyone at my last job.' },
    'Yes. The kitchen works as hard as we do.',
  ],
};

/** Replies by the post's author to a comment. */
export const authorReplies: string[] = [
  'Thank you, this helps a lot.',
  'Appreciate it. I will post an update when I know more.',
  'Thanks for the solidarity. It means a lot right now.',
  'Thank you. Sharing this with the others on my shift.',
  'Noted. Bringing this to our next meeting.',
  'Appreciate you taking the time to write this.',
];

/** Replies by other members to a comment. */
export const otherReplies: string[] = ['This. Exactly this.', 'Strongly agree.', 'Seconding this.', 'Well said.', 'Could not agree more.'];

/** Replies by a commenter to the post author's answer under their comment. */
export const followUpReplies: string[] = [
  'Any time. Keep us posted.',
  'Good luck, rooting for you all.',
  'Happy to talk it through if you want. Message me.',
  'You have got this.',
];

/** The welcome and Start-here posts' authors greeting commenters, and the answers. */
export const welcomeReplies: string[] = ['Welcome! Glad you found us.', 'Welcome in!', 'Glad to have you here.', 'Welcome! Say hi in your sector’s community too.'];
export const welcomeFollowUps: string[] = ['Thank you!', 'Thanks, glad to be here.'];

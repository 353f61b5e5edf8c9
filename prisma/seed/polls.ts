// Demo polls: one current weekly poll, last week's weekly poll, and member polls (some expired).

export interface DemoPoll {
  author: string;
  community?: string;
  sector: string;
  tags: string[];
  question: string;
  options: string[];
  /** One of 1, 6, 12, 24, 72, 168, 720. */
  durationHours: number;
  daysAgo: number;
  isWeeklyPoll?: boolean;
  /** Relative weight of each option when demo members vote. */
  weights: number[];
  /** Share of members who vote. */
  turnout: number;
  /** Anonymous daily votes (the weekly poll only). */
  anonymousVotes?: number;
}

export const demoPolls: DemoPoll[] = [
  {
    author: 'admin_ana',
    sector: 'General',
    tags: ['wages', 'scheduling', 'safety'],
    question: 'This week: what would make the biggest difference at your job right now?',
    options: ['Predictable schedules', 'A real raise', 'Safer staffing levels', 'Respect from management'],
    durationHours: 168,
    daysAgo: 2.1,
    isWeeklyPoll: true,
    weights: [3, 4, 2, 2],
    turnout: 0.9,
    anonymousVotes: 34,
  },
  {
    author: 'admin_ana',
    sector: 'General',
    tags: ['wages', 'rights'],
    question: 'Have you ever been asked to work off the clock?',
    options: ['Yes, regularly', 'Once or twice', 'Never'],
    durationHours: 168,
    daysAgo: 9.2,
    isWeeklyPoll: true,
    weights: [3, 4, 2],
    turnout: 0.75,
    anonymousVotes: 21,
  },
  {
    author: 'maria_barista',
    community: 'baristas-united',
    sector: 'Coffee & Barista',
    tags: ['scheduling'],
    question: 'How much notice do you get for your schedule?',
    options: ['Less than 3 days', 'About a week', 'Two weeks or more', 'It changes after it is posted'],
    durationHours: 72,
    daysAgo: 1.2,
    weights: [4, 3, 1, 3],
    turnout: 0.6,
  },
  {
    author: 'organizer_bea',
    community: 'organizing-101',
    sector: 'General',
    tags: ['strike', 'organizing'],
    question: 'Would you contribute a few dollars a paycheck to a strike fund?',
    options: ['Yes', 'No', 'Depends on the amount'],
    durationHours: 72,
    daysAgo: 6.3,
    weights: [5, 1, 3],
    turnout: 0.55,
  },
  {
    author: 'jamal_picks',
    community: 'warehouse-workers',
    sector: 'Warehouse & Logistics',
    tags: ['heat', 'safety'],
    question: 'Does your workplace have cooling or heat breaks in summer?',
    options: ['Cooling and breaks', 'Cooling only', 'Breaks only', 'Neither'],
    durationHours: 24,
    daysAgo: 12.4,
    weights: [1, 2, 2, 4],
    turnout: 0.5,
  },
  {
    author: 'server_aisha',
    community: 'kitchen-and-counter',
    sector: 'Food Service',
    tags: ['tips'],
    question: 'Should tips be pooled across front and back of house?',
    options: ['Yes, evenly', 'Yes, weighted by hours', 'No', 'Not sure'],
    durationHours: 720,
    daysAgo: 4.4,
    weights: [2, 5, 1, 1],
    turnout: 0.65,
  },
];

// The demo communities: one or two per sector, each with a creator and a few moderators.

export interface DemoCommunity {
  slug: string;
  name: string;
  description: string;
  /** A sector name (the feed's category filter). */
  category: string;
  icon: string;
  createdBy: string;
  moderators: string[];
  createdDaysAgo: number;
}

export const demoCommunities: DemoCommunity[] = [
  {
    slug: 'baristas-united',
    name: 'Baristas United',
    description:
      'Baristas and café workers comparing notes on schedules, tips, breaks and organizing our shops, including the coffee chain workers union drive. Latte art welcome, manager names not.',
    category: 'Coffee & Barista',
    icon: '☕',
    createdBy: 'barista_jo',
    moderators: ['maria_barista'],
    createdDaysAgo: 70,
  },
  {
    slug: 'warehouse-workers',
    name: 'Warehouse Workers Network',
    description:
      'Pickers, packers, sorters, drivers and forklift operators, including workers at a large online retailer’s fulfillment centers and parcel hubs. Rates, heat, injuries, peak season and how we push back together.',
    category: 'Warehouse & Logistics',
    icon: '📦',
    createdBy: 'jamal_picks',
    moderators: ['sorter_grace', 'forklift_frank'],
    createdDaysAgo: 85,
  },
  {
    slug: 'retail-floor',
    name: 'Retail Floor',
    description:
      'Store associates, cashiers and stockers. Scheduling, part-time hours, safety on the sales floor and organizing retail store workers.',
    category: 'Retail',
    icon: '🛒',
    createdBy: 'rosa_retail',
    moderators: [],
    createdDaysAgo: 78,
  },
  {
    slug: 'nurses-station',
    name: 'Nurses’ Station',
    description:
      'RNs, LPNs, CNAs and everyone else on the floor. Safe staffing, missed breaks, mandatory overtime and how nurse unions win ratios.',
    category: 'Healthcare',
    icon: '🩺',
    createdBy: 'nurse_priya',
    moderators: ['cna_tasha'],
    createdDaysAgo: 92,
  },
  {
    slug: 'kitchen-and-counter',
    name: 'Kitchen & Counter',
    description:
      'Cooks, servers, dishwashers, bartenders and counter staff. Kitchen heat, tip pools, doubles, and getting front and back of house on the same page.',
    category: 'Food Service',
    icon: '🍳',
    createdBy: 'linecook_theo',
    moderators: ['server_aisha'],
    createdDaysAgo: 55,
  },
  {
    slug: 'tech-workers',
    name: 'Tech Workers Circle',
    description:
      'Engineers, testers, designers, contractors and support staff. Pay transparency, on-call, layoffs and organizing across full-time and contract lines.',
    category: 'Tech',
    icon: '💻',
    createdBy: 'dev_sam',
    moderators: ['qa_ingrid'],
    createdDaysAgo: 68,
  },
  {
    slug: 'drivers-and-couriers',
    name: 'Drivers & Couriers',
    description:
      'Rideshare drivers and delivery couriers. Real hourly pay after expenses, deactivations, safety on the road and the rideshare drivers’ campaign.',
    category: 'Gig & Rideshare',
    icon: '🚗',
    createdBy: 'driver_kwame',
    moderators: [],
    createdDaysAgo: 60,
  },
  {
    slug: 'hotel-workers',
    name: 'Hotel & Hospitality Workers',
    description:
      'Housekeepers, front desk, banquets, bartenders and kitchen staff in hotels. Room quotas, split shifts, service charges and contract campaigns.',
    category: 'Hospitality',
    icon: '🛎️',
    createdBy: 'housekeeping_lu',
    moderators: ['frontdesk_mei'],
    createdDaysAgo: 50,
  },
  {
    slug: 'federal-workers',
    name: 'Federal Workers Forum',
    description:
      'Civil servants, seasonal staff and federal contractors. Furloughs, grievances, telework and federal employee unions. Please keep agency-internal information out of public posts.',
    category: 'Federal Government',
    icon: '🏛️',
    createdBy: 'fed_marcus',
    moderators: [],
    createdDaysAgo: 97,
  },
  {
    slug: 'teachers-lounge',
    name: 'Teachers’ Lounge',
    description:
      'Teachers, substitutes, paraeducators and school support staff. Planning time, class sizes, pay and building a strong association.',
    category: 'Education',
    icon: '🍎',
    createdBy: 'ms_okafor',
    moderators: [],
    createdDaysAgo: 75,
  },
  {
    slug: 'transit-workers',
    name: 'Transit Workers',
    description:
      'Bus operators, rail crews, mechanics and station agents. Restroom access, assaults on operators, fatigue and scheduling.',
    category: 'Transportation',
    icon: '🚌',
    createdBy: 'bus_op_dana',
    moderators: ['railtech_omar'],
    createdDaysAgo: 66,
  },
  {
    slug: 'organizing-101',
    name: 'Organizing 101',
    description:
      'First steps for anyone thinking about organizing their workplace: mapping, one-on-ones, know-your-rights, strike funds and contract campaigns. No question is too basic.',
    category: 'General',
    icon: '✊',
    createdBy: 'organizer_bea',
    moderators: ['steward_lee', 'admin_ana'],
    createdDaysAgo: 112,
  },
];

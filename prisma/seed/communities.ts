// The demo communities: one or two per sector, each with a creator and a few moderators; the
// spec's category-to-community mapping (§9: Coffee & Barista, Healthcare, Retail and Federal
// Government, four each, under the mapping's slugs); and one private community (invite only).
// The first twelve are also the benchmark's (scripts/bench/seed.ts), so new ones go after them.

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
  /** Private: nobody joins by sector or at random; its members are `members`. */
  isPrivate?: boolean;
  members?: string[];
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

  // ── The spec's category-to-community mapping (§9) ──
  {
    slug: 'geographic',
    name: 'Baristas by City',
    description: 'Find the café workers near you: city threads for meetups, shared shift swaps and which shops are organizing.',
    category: 'Coffee & Barista',
    icon: '🗺️',
    createdBy: 'barista_jo',
    moderators: [],
    createdDaysAgo: 64,
  },
  {
    slug: 'advocacy',
    name: 'Barista Advocacy',
    description: 'Petitions, tip transparency, fair scheduling laws and the coffee chain workers union campaign.',
    category: 'Coffee & Barista',
    icon: '📣',
    createdBy: 'barista_jo',
    moderators: ['roaster_nico'],
    createdDaysAgo: 58,
  },
  {
    slug: 'shift-life',
    name: 'Shift Life',
    description: 'Clopenings, rushes, breaks and the small things that make a shift bearable. Venting welcome.',
    category: 'Coffee & Barista',
    icon: '⏰',
    createdBy: 'roaster_nico',
    moderators: ['maria_barista'],
    createdDaysAgo: 61,
  },
  {
    slug: 'craft',
    name: 'Coffee Craft',
    description: 'Roasting, dialing in espresso, latte art and training new baristas, and getting paid for the skill.',
    category: 'Coffee & Barista',
    icon: '🎨',
    createdBy: 'roaster_nico',
    moderators: [],
    createdDaysAgo: 57,
  },
  {
    slug: 'healthcare-general',
    name: 'Healthcare Workers',
    description: 'Everyone who keeps hospitals, clinics and care homes running: staffing, safety and organizing across titles.',
    category: 'Healthcare',
    icon: '🏥',
    createdBy: 'nurse_priya',
    moderators: ['rn_diego'],
    createdDaysAgo: 80,
  },
  {
    slug: 'nurses',
    name: 'Nurses',
    description: 'RNs and LPNs: ratios, floating, mandatory overtime and nurse unions.',
    category: 'Healthcare',
    icon: '💉',
    createdBy: 'rn_diego',
    moderators: [],
    createdDaysAgo: 73,
  },
  {
    slug: 'doctors',
    name: 'Doctors & Residents',
    description: 'Residents, fellows and employed physicians: duty hours, resident unions and pushing back on productivity quotas.',
    category: 'Healthcare',
    icon: '🩻',
    createdBy: 'rn_diego',
    moderators: [],
    createdDaysAgo: 44,
  },
  {
    slug: 'support-staff',
    name: 'Healthcare Support Staff',
    description: 'CNAs, techs, environmental services, dietary and transport staff: the work that keeps the floor running.',
    category: 'Healthcare',
    icon: '🧤',
    createdBy: 'cna_tasha',
    moderators: [],
    createdDaysAgo: 69,
  },
  {
    slug: 'retail-general',
    name: 'Retail Workers',
    description: 'Every kind of store job in one place: hours, pay, safety and organizing retail store workers.',
    category: 'Retail',
    icon: '🏬',
    createdBy: 'rosa_retail',
    moderators: ['cashier_ben'],
    createdDaysAgo: 76,
  },
  {
    slug: 'grocery',
    name: 'Grocery Workers',
    description: 'Cashiers, stockers, deli and produce: holiday rushes, self-checkout and grocery contracts.',
    category: 'Retail',
    icon: '🥦',
    createdBy: 'cashier_ben',
    moderators: [],
    createdDaysAgo: 52,
  },
  {
    slug: 'fashion',
    name: 'Fashion Retail',
    description: 'Clothing and department store staff: commissions, dress codes, fitting-room quotas and seasonal hours.',
    category: 'Retail',
    icon: '👗',
    createdBy: 'rosa_retail',
    moderators: [],
    createdDaysAgo: 48,
  },
  {
    slug: 'big-box',
    name: 'Big-Box Stores',
    description: 'Workers at big-box and warehouse-club stores: scanners, scheduling apps, loss prevention and understaffing.',
    category: 'Retail',
    icon: '🛍️',
    createdBy: 'cashier_ben',
    moderators: ['rosa_retail'],
    createdDaysAgo: 71,
  },
  {
    slug: 'federal-general',
    name: 'Federal Employees',
    description: 'Civil servants across departments: pay, telework, shutdowns and our rights at work.',
    category: 'Federal Government',
    icon: '🇺🇸',
    createdBy: 'fed_marcus',
    moderators: [],
    createdDaysAgo: 95,
  },
  {
    slug: 'agencies',
    name: 'Agency Workers',
    description: 'Park rangers, inspectors, claims staff and field offices: threads by agency, without agency-internal details.',
    category: 'Federal Government',
    icon: '🏞️',
    createdBy: 'ranger_eddie',
    moderators: ['fed_marcus'],
    createdDaysAgo: 83,
  },
  {
    slug: 'contractors',
    name: 'Federal Contractors',
    description: 'Contract workers in federal buildings and programs: wage determinations, shutdown back pay and contractor unions.',
    category: 'Federal Government',
    icon: '📑',
    createdBy: 'fed_marcus',
    moderators: [],
    createdDaysAgo: 62,
  },
  {
    slug: 'unions',
    name: 'Federal Unions',
    description: 'Stewards and members of federal employee unions: grievances, bargaining and official time.',
    category: 'Federal Government',
    icon: '🤝',
    createdBy: 'fed_marcus',
    moderators: ['ranger_eddie'],
    createdDaysAgo: 90,
  },
  // ── A private community (the spec's private channels): members only, joined by invite ──
  {
    slug: 'cafe-organizing-committee',
    name: 'Café Organizing Committee',
    description:
      'The organizing committee of our café drive: card counts, one-on-one notes and meeting plans. Private: only members see it. Invite coworkers you trust with a link.',
    category: 'Coffee & Barista',
    icon: '🔒',
    createdBy: 'barista_jo',
    moderators: ['organizer_bea'],
    members: ['maria_barista', 'roaster_nico', 'steward_lee'],
    createdDaysAgo: 40,
    isPrivate: true,
  },
];

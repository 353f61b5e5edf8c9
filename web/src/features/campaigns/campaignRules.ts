// How a campaign's data reads on its page (content spec §3 Campaign).

/** 'active' or 'organizing' as a label. */
export function campaignStatusLabel(status: string): string {
  const text = status.trim().toLowerCase();
  if (text === 'active') return 'Active';
  if (text === 'organizing') return 'Organizing';
  return status;
}

/** An industry slug ('food-service') as words ('Food service'). */
export function campaignIndustryLabel(industry: string): string {
  const words = industry.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}

/** The website as a link target: http(s) only, anything else is not linked. */
export function safeWebsite(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const url = new URL(website.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

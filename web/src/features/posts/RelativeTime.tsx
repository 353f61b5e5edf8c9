import { formatFullDateTime, formatRelativeTime } from './relativeTime';
import { useNow, useTimeZone } from './useNow';

/** A <time> element with the relative time and the full date as a tooltip. */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  // A time just written by this browser, a moment ahead of the shared clock, reads 'just now'.
  const now = useNow();
  const zone = useTimeZone();
  const text = formatRelativeTime(value, new Date(now), zone);
  return (
    <time dateTime={value} title={formatFullDateTime(value, zone)} className={className}>
      {text}
    </time>
  );
}

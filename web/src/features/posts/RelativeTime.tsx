import { formatFullDateTime, formatRelativeTime } from './relativeTime';
import { useNow } from './useNow';

/** A <time> element with the relative time and the full date as a tooltip. */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  const now = useNow();
  // A time just written by this browser may be a moment ahead of the shared clock.
  const text = formatRelativeTime(value, new Date(Math.max(now, Date.now() - 1000)));
  return (
    <time dateTime={value} title={formatFullDateTime(value)} className={className}>
      {text}
    </time>
  );
}

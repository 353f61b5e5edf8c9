// Admin tab body: flagged content grouped per item (interface agreed in /work/issue10-plan.md).
// `version` increases on each live queue change of kind FLAG; the list refetches when it changes.
// (Being filled in by the flags work; the export and its props are final.)
import { Spinner } from '../../ui/Spinner';

export interface FlaggedContentQueueProps {
  version: number;
}

export function FlaggedContentQueue(_props: FlaggedContentQueueProps) {
  return <Spinner />;
}

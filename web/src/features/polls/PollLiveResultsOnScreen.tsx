// A poll's live totals while it is on screen (content spec §4 'Poll'). PollBlock mounts this for
// an open poll once hydrated; the subscription's code (PollLiveResults) loads when the poll first
// comes on screen, and live totals that cannot load are left out.
import { Suspense, type RefObject } from 'react';
import { lazyPart } from '../../ui/lazyPart';
import { QuietBoundary } from '../../ui/QuietBoundary';
import { useOnScreen } from './useOnScreen';

const PollLiveResults = lazyPart(() => import('./PollLiveResults').then((m) => m.PollLiveResults));

export function PollLiveResultsOnScreen({ poll, postId }: { poll: RefObject<Element | null>; postId: string }) {
  return useOnScreen(poll) ? (
    <QuietBoundary>
      <Suspense fallback={null}>
        <PollLiveResults postId={postId} />
      </Suspense>
    </QuietBoundary>
  ) : null;
}

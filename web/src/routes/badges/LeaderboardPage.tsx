// /leaderboard: the badge leaderboard at any width (the home sidebar's box shows only on wide
// screens). Members who chose to be on it, by points; leaving it is a privacy setting.
import { Suspense, useState } from 'react';
import { Link } from '../../routing';
import { LEADERBOARD_PAGE_SIZE } from '../../features/badges/badgeRules';
import { LeaderboardList } from '../../features/badges/LeaderboardSidebar';
import { useSession } from '../../features/session/useSession';
import { PageFrame } from '../../ui/PageFrame';
import { Spinner } from '../../ui/Spinner';
import NotFoundPage from '../NotFoundPage';

export default function LeaderboardPage() {
  const session = useSession();
  const [disabled, setDisabled] = useState(false);
  // While the badges flag is off there is no leaderboard.
  if (disabled) return <NotFoundPage />;
  return (
    <PageFrame title="Leaderboard" lead="Members ranked by the points of the badges they earned. Ties go to whoever got there first.">
      <section className="card badge-leaderboard leaderboard-page">
        <Suspense fallback={<Spinner label="Loading the leaderboard…" />}>
          <LeaderboardList limit={LEADERBOARD_PAGE_SIZE} fetchKey={0} fromNetwork={false} onDisabled={() => setDisabled(true)} />
        </Suspense>
      </section>
      <p className="muted">
        Only members who chose to appear are listed.{' '}
        {session.isAuthenticated ? (
          <>
            You can join or leave it in <Link to="/settings">Settings › Privacy</Link>.
          </>
        ) : null}
      </p>
    </PageFrame>
  );
}

// /explore: the community directory. Communities arrive with the communities release.
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '../../features/session/useSession';
import { PageFrame, PlannedSection } from '../../ui/PageFrame';

export default function ExplorePage() {
  const [params] = useSearchParams();
  const session = useSession();
  const subscribedOnly = params.get('filter') === 'subscribed';
  const wantsCreate = params.get('createCommunity') === 'true';
  return (
    <PageFrame
      title="Explore communities"
      lead="Find spaces for your trade, your employer, your city or a campaign, and start one when none fits."
      width="wide"
    >
      {wantsCreate ? (
        <p className="card notice" role="status">
          Starting a community becomes possible when communities open. Your account is ready for it.
        </p>
      ) : null}
      <PlannedSection title={subscribedOnly ? 'Your communities will be listed here' : 'The community directory is coming'}>
        <p>
          This page will list every community with its description and member count, let you search and filter them, and
          show the ones you joined. Members will be able to start their own communities for a workplace, an industry or an
          organizing campaign.
        </p>
        <p>There are no communities yet, so nothing is listed. We do not show placeholder communities.</p>
      </PlannedSection>
      <div className="button-row">
        <Link to="/channels" className="button">
          How channels and communities work
        </Link>
        {!session.isAuthenticated ? (
          <Link to="/register?next=%2Fexplore" className="button button-primary">
            Create an account
          </Link>
        ) : null}
      </div>
    </PageFrame>
  );
}

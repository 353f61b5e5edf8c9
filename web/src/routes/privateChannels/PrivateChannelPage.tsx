// /private-channels/{channelId} (login required): a private community's page, the same page
// as /c/{slug} (the id is the community's slug).
import { RequireAuth } from '../../features/session/RequireAuth';
import CommunityPage from '../explore/CommunityPage';

export default function PrivateChannelPage() {
  return (
    <RequireAuth>
      <CommunityPage />
    </RequireAuth>
  );
}

// /c/:channel: a community page. Communities arrive with the communities release.
import { Link, useParams } from 'react-router-dom';
import { PageFrame, PlannedSection } from '../../ui/PageFrame';

/** Shows the slug as a readable name ("warehouse-workers" → "warehouse workers"). */
export function slugToTitle(slug: string): string {
  const text = slug.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);
  return text || 'Community';
}

export default function CommunityPage() {
  const { channel = '' } = useParams();
  const name = slugToTitle(channel);
  return (
    <PageFrame title={`c/${name}`} lead="A community space for discussion and organizing." width="wide">
      <PlannedSection title="Community pages are coming">
        <p>
          When communities open, this page will show the community’s description, its members count, a join button and
          its discussions. Communities do not exist yet, so there is nothing to show for “{name}”.
        </p>
      </PlannedSection>
      <p>
        <Link to="/explore">Back to Explore</Link>
      </p>
    </PageFrame>
  );
}

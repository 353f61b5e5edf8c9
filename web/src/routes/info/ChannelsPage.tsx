import { Link } from '../../routing';
import { InfoLayout } from './InfoLayout';

export default function ChannelsPage() {
  return (
    <InfoLayout
      title="Channels"
      lead="How discussions are organized on Workers Commons, so you can find the people who share your working life."
    >
      <h2>Topics, industries and campaigns</h2>
      <p>Every post belongs to a place, so it reaches the people it is meant for:</p>
      <ul>
        <li>
          <strong>Topical channels</strong> gather discussions about a subject that matters in every job: pay, schedules,
          health and safety, benefits, harassment, organizing.
        </li>
        <li>
          <strong>Industries and trades</strong> bring together people doing similar work (warehouses, retail, health
          care, hospitality, delivery and more), wherever they are.
        </li>
        <li>
          <strong>Campaigns</strong> are the home of a specific organizing effort, such as the workers of one company
          building a union.
        </li>
        <li>
          <strong>Communities</strong> are spaces started by members, with their own description and members list. You
          will find them under <Link to="/explore">Explore</Link>.
        </li>
      </ul>

      <h2>Choosing where to post</h2>
      <p>
        Pick the most specific place that fits. A question about overtime rules in a warehouse belongs in the warehouse
        industry rather than a general channel. If you are not sure, post in the topic and mention your trade.
      </p>

      <h2>Public by default, careful by habit</h2>
      <p>
        Posts in channels and open communities can be read by anyone, including people who are not members. Write as if
        your manager might read it: describe problems, not identifiable people, and leave out details that would point
        to you, like your exact shift or team.
      </p>

      <h2>Availability</h2>
      <p>
        Channels and communities open together with the discussion feed in the next release. Until then you can{' '}
        <Link to="/register">create your account</Link> and set up your privacy settings.
      </p>
    </InfoLayout>
  );
}

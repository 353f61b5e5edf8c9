// /mentors, Find a mentor (beyond the spec, issue 12): members available as mentors, by topic,
// most karma first, 12 a page, only those whose profile the viewer may see (the server's rule).
// Each card links to the profile and has a Message button that starts (or reopens) the
// conversation; guests are sent to register first.
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useSearchParams } from '../../routing';
import { canOfferMessage, useMessageMember } from '../../features/messages/useMessageMember';
import { Avatar } from '../../ui/Avatar';
import { Icon } from '../../ui/Icon';
import { PageFrame } from '../../ui/PageFrame';
import { Spinner } from '../../ui/Spinner';
import type { MentorsPageQuery } from './__generated__/MentorsPageQuery.graphql';
import '../../features/profile/profile.css';
import { formatCount } from '../../ui/format';

const PER_PAGE = 12;
const BIO_EXCERPT = 180;

export default function MentorsPage() {
  const [params, setParams] = useSearchParams();
  const topic = params.get('topic') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: { topic?: string; page?: number }) => {
    const search = new URLSearchParams();
    const t = next.topic ?? topic;
    if (t) search.set('topic', t);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return (
    <PageFrame title="Find a mentor" lead="Members who offered to help with organizing, bargaining, safety and more. Pick a topic and send a message.">
      <Suspense fallback={<Spinner label="Loading mentors…" />}>
        <MentorList topic={topic} page={page} go={go} />
      </Suspense>
    </PageFrame>
  );
}

function MentorList({ topic, page, go }: { topic: string; page: number; go: (next: { topic?: string; page?: number }) => void }) {
  const data = useLazyLoadQuery<MentorsPageQuery>(
    graphql`
      query MentorsPageQuery($topic: String, $page: Int!, $perPage: Int!) {
        profileOptions {
          mentorshipTopics
        }
        mentors(topic: $topic, page: $page, perPage: $perPage) {
          total
          page
          hasMore
          mentors {
            id
            userId
            username
            displayName
            avatarColor
            workType
            bioText
            karma
            mentorshipOffering
          }
        }
      }
    `,
    { topic: topic || null, page, perPage: PER_PAGE },
    { fetchPolicy: 'store-and-network' },
  );
  const { messageMember, starting, viewerUserId } = useMessageMember();
  const result = data.mentors;
  return (
    <>
      <div className="mentor-filter">
        <label htmlFor="mentor-topic">Topic</label>
        <select id="mentor-topic" value={topic} onChange={(e) => go({ topic: e.target.value, page: 1 })}>
          <option value="">All topics</option>
          {data.profileOptions.mentorshipTopics.map((t) => (
            <option key={t}>{t}</option>
          ))}
          {topic && !data.profileOptions.mentorshipTopics.includes(topic) ? <option>{topic}</option> : null}
        </select>
        <span className="muted" role="status">
          {result.total === 1 ? '1 mentor' : `${formatCount(result.total)} mentors`}
        </span>
      </div>
      {result.mentors.length === 0 ? (
        <p className="card notice">{topic ? `No mentors for “${topic}” yet.` : 'No mentors yet.'} Offer your own help from your profile.</p>
      ) : (
        <ul className="mentor-grid">
          {result.mentors.map((m) => (
            <li key={m.id} className="card mentor-card">
              <div className="mentor-card-head">
                <Avatar name={m.displayName} color={m.avatarColor} size={48} />
                <div>
                  <Link to={`/profile/${m.username ?? m.userId}`} className="mentor-name">
                    {m.displayName}
                  </Link>
                  <p className="muted">
                    {m.username ? `@${m.username} · ` : ''}
                    {m.workType} · {m.karma} karma
                  </p>
                </div>
              </div>
              {m.bioText ? <p className="mentor-bio">{m.bioText.length > BIO_EXCERPT ? `${m.bioText.slice(0, BIO_EXCERPT).trimEnd()}…` : m.bioText}</p> : null}
              <ul className="chip-list" aria-label={`${m.displayName} can help with`}>
                {m.mentorshipOffering.map((t) => (
                  <li key={t} className={`chip${t === topic ? ' chip-active' : ''}`}>
                    {t}
                  </li>
                ))}
              </ul>
              {canOfferMessage(m, viewerUserId) ? (
                <button type="button" className="button button-primary" onClick={() => messageMember(m.username!)} disabled={starting} aria-label={`Message ${m.displayName}`}>
                  <Icon name="message" /> Message
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {page > 1 || result.hasMore ? (
        <nav className="button-row mentor-pages" aria-label="Pages">
          <button type="button" className="button" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
            Previous
          </button>
          <span className="muted">Page {result.page}</span>
          <button type="button" className="button" disabled={!result.hasMore} onClick={() => go({ page: page + 1 })}>
            Next
          </button>
        </nav>
      ) : null}
    </>
  );
}

// A member's followers or the members they follow (issue 12), opened from the counts on a
// profile. The server lists only members the viewer may discover and says how many it left out.
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from '../../routing';
import { Avatar } from '../../ui/Avatar';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import type { FollowListDialogQuery, FollowDirection } from './__generated__/FollowListDialogQuery.graphql';
import { formatCount } from '../../ui/format';

const PER_PAGE = 20;

export interface FollowListDialogProps {
  open: boolean;
  onClose: () => void;
  /** The member's username or numeric id. */
  memberKey: string;
  memberName: string;
  direction: FollowDirection;
}

export function FollowListDialog({ open, onClose, memberKey, memberName, direction }: FollowListDialogProps) {
  const title = direction === 'FOLLOWERS' ? `Followers of ${memberName}` : `${memberName} follows`;
  return (
    <Modal open={open} title={title} onClose={onClose} size="small" className="follow-list-dialog">
      <Suspense fallback={<Spinner label="Loading members" />}>
        <FollowListPages memberKey={memberKey} direction={direction} onNavigate={onClose} />
      </Suspense>
    </Modal>
  );
}

function FollowListPages({ memberKey, direction, onNavigate }: { memberKey: string; direction: FollowDirection; onNavigate: () => void }) {
  const [pages, setPages] = useState(1);
  return (
    <>
      {Array.from({ length: pages }, (_, i) => (
        <Suspense key={i} fallback={<Spinner label="Loading more members" />}>
          <FollowListPage memberKey={memberKey} direction={direction} page={i + 1} last={i + 1 === pages} onMore={() => setPages(i + 2)} onNavigate={onNavigate} />
        </Suspense>
      ))}
    </>
  );
}

function FollowListPage(props: { memberKey: string; direction: FollowDirection; page: number; last: boolean; onMore: () => void; onNavigate: () => void }) {
  const data = useLazyLoadQuery<FollowListDialogQuery>(
    graphql`
      query FollowListDialogQuery($key: String!, $direction: FollowDirection!, $page: Int!, $perPage: Int!) {
        memberFollows(key: $key, direction: $direction, page: $page, perPage: $perPage) {
          members {
            id
            userId
            username
            displayName
            avatarColor
            workType
          }
          total
          hidden
          hasMore
        }
      }
    `,
    { key: props.memberKey, direction: props.direction, page: props.page, perPage: PER_PAGE },
    { fetchPolicy: 'store-and-network' },
  );
  const result = data.memberFollows;
  if (!result) return <p className="muted">Profile not found</p>;
  const empty = result.total === 0 && props.page === 1;
  return (
    <>
      {empty ? <p className="muted">{props.direction === 'FOLLOWERS' ? 'No followers to show.' : 'Not following anyone to show.'}</p> : null}
      <ul className="follow-list">
        {result.members.map((m) => (
          <li key={m.id}>
            <Avatar name={m.displayName} color={m.avatarColor} size={36} />
            <div>
              <Link to={`/profile/${m.username ?? m.userId}`} onClick={props.onNavigate}>
                {m.displayName}
              </Link>
              <p className="muted">
                {m.username ? `@${m.username} · ` : ''}
                {m.workType}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {props.last && result.hasMore ? (
        <button type="button" className="button" onClick={props.onMore}>
          Show more
        </button>
      ) : null}
      {props.last && !result.hasMore && result.hidden > 0 ? (
        <p className="muted follow-list-hidden">
          {result.hidden === 1 ? '1 more member is not shown here.' : `${formatCount(result.hidden)} more members are not shown here.`}
        </p>
      ) : null}
    </>
  );
}

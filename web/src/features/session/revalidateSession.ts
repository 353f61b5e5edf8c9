// Asks the server who the stored token belongs to (`viewer`). Used for the background
// revalidation when under 15 minutes remain, for a stored token without a stored user,
// and to confirm a sessionRevoked event before signing out.
import { fetchQuery, graphql } from 'react-relay';
import { getRelayEnvironment } from '../../relay/environment';
import type { revalidateSessionQuery } from './__generated__/revalidateSessionQuery.graphql';
import type { StoredUser } from './storage';
import { readStoredUser } from './storedUser';

const query = graphql`
  query revalidateSessionQuery {
    viewer {
      ...storedUser_user
    }
  }
`;

/** The server's view of the current user; null when the token is not accepted. Throws on network errors. */
export async function fetchViewer(): Promise<StoredUser | null> {
  const data = await fetchQuery<revalidateSessionQuery>(getRelayEnvironment(), query, {}, {
    fetchPolicy: 'network-only',
  }).toPromise();
  return data?.viewer ? readStoredUser(data.viewer) : null;
}

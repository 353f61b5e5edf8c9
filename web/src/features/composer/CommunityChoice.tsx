// The composer's community choice: none, or one of the viewer's communities (the GraphQL input
// takes its id). A composer opened on a community's page starts with that community, which is
// offered even when the viewer has not joined it (anyone may post in a public community).
import { Suspense, useId } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CommunityChoiceQuery } from './__generated__/CommunityChoiceQuery.graphql';

export interface CommunityOption {
  id: string;
  displayName: string;
  /** The community's category; when it is a sector, the post's sector starts there. */
  sector?: string | null;
}

const query = graphql`
  query CommunityChoiceQuery {
    viewer {
      id
      communities(first: 100) {
        edges {
          node {
            id
            displayName
            icon
          }
        }
      }
    }
  }
`;

interface Props {
  value: string;
  onChange: (communityId: string) => void;
  preset: CommunityOption | null;
  disabled: boolean;
}

export function CommunityChoice(props: Props) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Community</label>
      <Suspense fallback={<ChoiceSelect {...props} id={id} options={[]} loading />}>
        <LoadedChoice {...props} id={id} />
      </Suspense>
    </div>
  );
}

function LoadedChoice(props: Props & { id: string }) {
  // Store and network: communities joined since the last look are offered too.
  const data = useLazyLoadQuery<CommunityChoiceQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const options: CommunityOption[] = (data.viewer?.communities.edges ?? [])
    .map((edge) => edge?.node)
    .filter((node): node is NonNullable<typeof node> => node != null)
    .map((node) => ({ id: node.id, displayName: node.icon ? `${node.icon} ${node.displayName}` : node.displayName }));
  return <ChoiceSelect {...props} options={options} loading={false} />;
}

function ChoiceSelect({ id, value, onChange, preset, disabled, options, loading }: Props & { id: string; options: CommunityOption[]; loading: boolean }) {
  const all = preset && !options.some((o) => o.id === preset.id) ? [preset, ...options] : options;
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled || loading} aria-busy={loading || undefined}>
      <option value="">No community</option>
      {all.map((option) => (
        <option key={option.id} value={option.id}>
          {option.displayName}
        </option>
      ))}
    </select>
  );
}

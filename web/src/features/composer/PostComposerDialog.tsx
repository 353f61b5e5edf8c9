// The composer as a dialog on pages that open it on demand (home, a community's page): its lists
// (sectors, and the tags with the keywords that suggest them, about 15 KB) are read when it first
// opens, not with every page for readers who never write. /compose preloads them with its page.
import { graphql, useLazyLoadQuery } from 'react-relay';
import { LoadingModal } from '../../ui/LoadingModal';
import type { PostComposerDialogQuery } from './__generated__/PostComposerDialogQuery.graphql';
import { PostComposer, type PostComposerProps } from './PostComposer';

const COMPOSER_LOAD_FAILED = 'The post form could not be loaded. Please try again.';

type PostComposerDialogProps = Omit<PostComposerProps, 'taxonomy' | 'variant'>;

export function PostComposerDialog(props: PostComposerDialogProps) {
  return (
    <LoadingModal title="Create a post" onClose={props.onClose} size="large" className="composer-modal" loadingLabel="Loading the post form" failure={COMPOSER_LOAD_FAILED}>
      <ComposerWithLists {...props} />
    </LoadingModal>
  );
}

function ComposerWithLists(props: PostComposerDialogProps) {
  const { taxonomy } = useLazyLoadQuery<PostComposerDialogQuery>(
    graphql`
      query PostComposerDialogQuery {
        taxonomy {
          ...PostComposer_taxonomy
        }
      }
    `,
    {},
    // The lists change rarely: a second opening uses the ones read at the first.
    { fetchPolicy: 'store-or-network' },
  );
  return <PostComposer {...props} taxonomy={taxonomy} variant="dialog" />;
}

// Saving or unsaving a post once tapped. SavePostButton loads this once the browser is idle after
// it rendered, or on the first tap: saved at once, the count never below 0.
import type { IEnvironment } from 'relay-runtime';
import { commitMutationConfig } from '../../relay/commitMutationConfig';
import type { savePostMutation as Operation } from './__generated__/savePostMutation.graphql';
import savePostMutation from './savePostMutation';

export interface PostSave {
  /** The post as the viewer saw it when they pressed. */
  post: { id: string; saveCount: number };
  saved: boolean;
  onError: (error: Error) => void;
}

export function sendPostSave(environment: IEnvironment, { post, saved, onError }: PostSave): void {
  commitMutationConfig<Operation>(environment, savePostMutation, {
    variables: { input: { postId: post.id, saved } },
    optimisticResponse: {
      savePost: { post: { id: post.id, viewerHasSaved: saved, saveCount: Math.max(0, post.saveCount + (saved ? 1 : -1)) } },
    },
    onError,
  });
}

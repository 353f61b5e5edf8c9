import { afterEach, describe, expect, it, vi } from 'vitest';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import votePostDocument from '../features/posts/__generated__/votePostMutation.graphql';
import type { votePostMutation } from '../features/posts/__generated__/votePostMutation.graphql';
import { ChunkLoadError } from '../routes/lazyPage';
import { commitLazyMutation, lazyMutation } from './useLazyMutation';

const POST_ID = 'post-1';

function setUp() {
  const sent: Array<{ name: string; variables: Variables }> = [];
  let answer: ((response: GraphQLResponse) => void) | null = null;
  const environment = new Environment({
    network: Network.create((request: RequestParameters, variables: Variables) => {
      sent.push({ name: request.name, variables });
      return Observable.create<GraphQLResponse>((sink) => {
        answer = (response) => {
          sink.next(response);
          sink.complete();
        };
      });
    }),
    store: new Store(new RecordSource()),
  });
  const score = () => environment.getStore().getSource().get(POST_ID)?.score;
  return { environment, sent, score, answer: (response: GraphQLResponse) => answer?.(response) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

const vote = (onCompleted = vi.fn(), onError = vi.fn()) => ({
  variables: { input: { postId: POST_ID, vote: 'UP' as const } },
  optimisticResponse: { votePost: { post: { id: POST_ID, score: 1, upvotes: 1, downvotes: 0, viewerVote: 'UP' } } },
  onCompleted,
  onError,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('commitLazyMutation', () => {
  it('sends a commit made before the document has loaded once it has, with its optimistic response, and settles once', async () => {
    const { environment, sent, score, answer } = setUp();
    const load = deferred<{ default: typeof votePostDocument }>();
    const mutation = lazyMutation<votePostMutation>(() => load.promise);
    const onSettled = vi.fn();
    const onCompleted = vi.fn();

    commitLazyMutation(environment, mutation, vote(onCompleted), onSettled);
    await Promise.resolve();
    expect(sent).toEqual([]);
    expect(score()).toBeUndefined();

    load.resolve({ default: votePostDocument });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ name: 'votePostMutation', variables: { input: { postId: POST_ID, vote: 'UP' } } });
    expect(score()).toBe(1);

    answer({ data: { votePost: { post: { id: POST_ID, score: 7, upvotes: 7, downvotes: 0, viewerVote: 'UP' } } } });
    expect(onCompleted).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(score()).toBe(7);
  });

  it('sends nothing for a commit disposed before its document arrived', async () => {
    const { environment, sent } = setUp();
    const load = deferred<{ default: typeof votePostDocument }>();
    const mutation = lazyMutation<votePostMutation>(() => load.promise);
    const onSettled = vi.fn();
    const onCompleted = vi.fn();

    commitLazyMutation(environment, mutation, vote(onCompleted), onSettled).dispose();
    load.resolve({ default: votePostDocument });
    await load.promise;
    await mutation.load();
    await Promise.resolve();
    expect(sent).toEqual([]);
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(onCompleted).not.toHaveBeenCalled();
  });

  it('reports a document that cannot be loaded to onError, and loads it again on the next commit', async () => {
    vi.useFakeTimers();
    const { environment, sent } = setUp();
    const importDocument = vi.fn<() => Promise<{ default: typeof votePostDocument }>>().mockRejectedValue(new Error('offline'));
    const mutation = lazyMutation<votePostMutation>(importDocument);
    const onError = vi.fn();
    const onSettled = vi.fn();

    commitLazyMutation(environment, mutation, vote(vi.fn(), onError), onSettled);
    await vi.runAllTimersAsync();
    expect(onError).toHaveBeenCalledWith(expect.any(ChunkLoadError));
    expect(onSettled).toHaveBeenCalledTimes(1);
    const attempts = importDocument.mock.calls.length;

    importDocument.mockResolvedValue({ default: votePostDocument });
    commitLazyMutation(environment, mutation, vote(), vi.fn());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(importDocument.mock.calls.length).toBe(attempts + 1);
  });
});

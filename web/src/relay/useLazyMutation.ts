// useMutation for a mutation whose document (its Relay artifact) is not part of the code a page
// needs to render: the feed's cards vote, save and follow, but a reader may never tap. The hook
// starts loading the document (and Relay's commitMutation) once the browser is idle after the page
// has rendered, so a tap rarely waits; a commit made before they have arrived is sent when they do.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRelayEnvironment, type UseMutationConfig } from 'react-relay';
import type {
  Disposable,
  GraphQLTaggedNode,
  IEnvironment,
  MutationConfig,
  MutationParameters,
} from 'relay-runtime';
import { importWithRetry } from '../routes/lazyPage';

export interface LazyMutation<TMutation extends MutationParameters> {
  load(): Promise<GraphQLTaggedNode>;
  /** Only ties the document to its operation's types. */
  readonly operation?: TMutation;
}

/** A mutation document from a module of its own (`export default graphql\`mutation …\``). */
export function lazyMutation<TMutation extends MutationParameters>(
  importDocument: () => Promise<{ default: GraphQLTaggedNode }>,
): LazyMutation<TMutation> {
  let document: Promise<GraphQLTaggedNode> | null = null;
  return {
    load() {
      document ??= importWithRetry(importDocument).then(
        (module) => module.default,
        (error: unknown) => {
          document = null;
          throw error;
        },
      );
      return document;
    },
  };
}

let commitMutationModule: Promise<typeof import('./commitMutationModule')> | null = null;
/** Relay's commitMutation, loaded once (again after a failed load). */
function loadCommitMutation() {
  commitMutationModule ??= importWithRetry(() => import('./commitMutationModule')).catch((error: unknown) => {
    commitMutationModule = null;
    throw error;
  });
  return commitMutationModule.then((module) => module.commitMutation);
}

/** The document and Relay's commitMutation, as both have loaded. */
function loadForCommit<TMutation extends MutationParameters>(mutation: LazyMutation<TMutation>) {
  return Promise.all([mutation.load(), loadCommitMutation()]);
}

/** Runs `task` when the browser is idle (soon after, where there is no idle callback); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task);
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/**
 * Commits `config` once the document has loaded (at once when it already has), as commitMutation
 * does; a failed load is reported to `onError`. `onSettled` runs once: completed, failed or disposed.
 */
export function commitLazyMutation<TMutation extends MutationParameters>(
  environment: IEnvironment,
  mutation: LazyMutation<TMutation>,
  config: UseMutationConfig<TMutation>,
  onSettled: () => void,
): Disposable {
  let settled = false;
  let sent: Disposable | null = null;
  const settle = () => {
    if (settled) return;
    settled = true;
    onSettled();
  };
  loadForCommit(mutation).then(
    ([document, commitMutation]) => {
      if (settled) return;
      sent = commitMutation<TMutation>(environment, {
        ...config,
        mutation: document,
        // The two packages' typings differ here, not the values.
        optimisticResponse: config.optimisticResponse as MutationConfig<TMutation>['optimisticResponse'],
        onCompleted: (response, errors) => {
          settle();
          config.onCompleted?.(response, errors ? [...errors] : null);
        },
        onError: (error) => {
          settle();
          config.onError?.(error);
        },
      });
    },
    (error: Error) => {
      if (settled) return;
      settle();
      config.onError?.(error);
    },
  );
  return {
    dispose() {
      settle();
      sent?.dispose();
    },
  };
}

/** As react-relay's useMutation: `[commit(config), isInFlight]`. */
export function useLazyMutation<TMutation extends MutationParameters>(
  mutation: LazyMutation<TMutation>,
): [(config: UseMutationConfig<TMutation>) => Disposable, boolean] {
  const environment = useRelayEnvironment();
  const [inFlight, setInFlight] = useState(0);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    // Loading early only saves a wait; a failure here is met again, and reported, on commit.
    const cancel = whenIdle(() => void loadForCommit(mutation).catch(() => undefined));
    return () => {
      mounted.current = false;
      cancel();
    };
  }, [mutation]);

  const commit = useCallback(
    (config: UseMutationConfig<TMutation>): Disposable => {
      setInFlight((count) => count + 1);
      return commitLazyMutation(environment, mutation, config, () => {
        if (mounted.current) setInFlight((count) => count - 1);
      });
    },
    [environment, mutation],
  );
  return [commit, inFlight > 0];
}

// useMutation for a mutation whose document (its Relay artifact) is not part of the code a page
// needs to render: a follow button's, which a reader may never tap. The hook starts loading the
// document once the browser is idle after the page has rendered, so a tap rarely waits; a commit
// made before it has arrived is sent when it does.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRelayEnvironment, type UseMutationConfig } from 'react-relay';
import type { Disposable, GraphQLTaggedNode, IEnvironment, MutationParameters } from 'relay-runtime';
import { commitMutationConfig } from './commitMutationConfig';
import { lazyModule, useLoadWhenIdle } from '../ui/lazyModule';

export interface LazyMutation<TMutation extends MutationParameters> {
  load(): Promise<GraphQLTaggedNode>;
  /** Only ties the document to its operation's types. */
  readonly operation?: TMutation;
}

/** A mutation document from a module of its own (`export default graphql\`mutation …\``). */
export function lazyMutation<TMutation extends MutationParameters>(
  importDocument: () => Promise<{ default: GraphQLTaggedNode }>,
): LazyMutation<TMutation> {
  const module = lazyModule(importDocument);
  return { load: () => module.load().then((loaded) => loaded.default) };
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
  mutation.load().then(
    (document) => {
      if (settled) return;
      sent = commitMutationConfig<TMutation>(environment, document, {
        ...config,
        onCompleted: (response, errors) => {
          settle();
          config.onCompleted?.(response, errors);
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

  useLoadWhenIdle(mutation);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

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

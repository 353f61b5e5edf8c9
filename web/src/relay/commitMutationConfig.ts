// relay-runtime's commitMutation for a config as react-relay's useMutation takes it, for code that
// commits outside a component (a document loaded with the code that sends it, useLazyMutation).
import type { UseMutationConfig } from 'react-relay';
import {
  commitMutation,
  type CacheConfig,
  type Disposable,
  type GraphQLTaggedNode,
  type IEnvironment,
  type MutationConfig,
  type MutationParameters,
} from 'relay-runtime';

export function commitMutationConfig<TMutation extends MutationParameters>(
  environment: IEnvironment,
  mutation: GraphQLTaggedNode,
  // react-relay passes cacheConfig on as relay-runtime does; its typings leave it out.
  config: UseMutationConfig<TMutation> & { cacheConfig?: CacheConfig },
): Disposable {
  return commitMutation<TMutation>(environment, {
    ...config,
    mutation,
    // The two packages' typings differ here, not the values: relay-runtime types an optimistic
    // response only for a document with @raw_response_type.
    optimisticResponse: config.optimisticResponse as MutationConfig<TMutation>['optimisticResponse'],
    onCompleted: (response, errors) => config.onCompleted?.(response, errors ? [...errors] : null),
  });
}

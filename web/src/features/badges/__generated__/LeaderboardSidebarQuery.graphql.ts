/**
 * @generated SignedSource<<7ef23974389b5960fa35800532b6babf>>
 * @relayHash 173ed87c4a1f03a6fa8af49d0dd3d70e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a717ecdf9e73db9d6ee8e683f77eb6e6d0f6e8fc95cd96e533ed08158e467be7

import { ConcreteRequest } from 'relay-runtime';
export type LeaderboardSidebarQuery$variables = {
  limit: number;
};
export type LeaderboardSidebarQuery$data = {
  readonly featureFlags: {
    readonly badges: boolean;
  };
  readonly leaderboard: ReadonlyArray<{
    readonly avatarColor: string;
    readonly badgeCount: number;
    readonly displayName: string;
    readonly rank: number;
    readonly totalPoints: number;
    readonly userId: number;
    readonly username: string | null | undefined;
  }>;
};
export type LeaderboardSidebarQuery = {
  response: LeaderboardSidebarQuery$data;
  variables: LeaderboardSidebarQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "limit"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "FeatureFlags",
    "kind": "LinkedField",
    "name": "featureFlags",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "badges",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "limit",
        "variableName": "limit"
      }
    ],
    "concreteType": "LeaderboardEntry",
    "kind": "LinkedField",
    "name": "leaderboard",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rank",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "username",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "displayName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "avatarColor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalPoints",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "badgeCount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LeaderboardSidebarQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LeaderboardSidebarQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a717ecdf9e73db9d6ee8e683f77eb6e6d0f6e8fc95cd96e533ed08158e467be7",
    "metadata": {},
    "name": "LeaderboardSidebarQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "11a70b6d96881086d676e60b6c272460";

export default node;

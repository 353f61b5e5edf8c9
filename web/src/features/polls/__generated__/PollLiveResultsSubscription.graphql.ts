/**
 * @generated SignedSource<<573fcb8824c4c109935312d994736d23>>
 * @relayHash 6d1101bae566ef21f6e523f6a7369ec3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 24576e87f0068d335d493b2b0d7bb2e7ec905ef4306413f61621baefa11a9d79

import { ConcreteRequest } from 'relay-runtime';
export type PollLiveResultsSubscription$variables = {
  postId: string;
};
export type PollLiveResultsSubscription$data = {
  readonly pollResultsUpdated: {
    readonly id: string;
    readonly isExpired: boolean;
    readonly momentum: boolean;
    readonly options: ReadonlyArray<{
      readonly id: string;
      readonly percentage: number;
      readonly voteCount: number;
    }>;
    readonly totalVotes: number;
  };
};
export type PollLiveResultsSubscription = {
  response: PollLiveResultsSubscription$data;
  variables: PollLiveResultsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "postId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "postId",
        "variableName": "postId"
      }
    ],
    "concreteType": "Poll",
    "kind": "LinkedField",
    "name": "pollResultsUpdated",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalVotes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isExpired",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "momentum",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PollOption",
        "kind": "LinkedField",
        "name": "options",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "voteCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "percentage",
            "storageKey": null
          }
        ],
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
    "name": "PollLiveResultsSubscription",
    "selections": (v2/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PollLiveResultsSubscription",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "24576e87f0068d335d493b2b0d7bb2e7ec905ef4306413f61621baefa11a9d79",
    "metadata": {},
    "name": "PollLiveResultsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "a5294490f71d17dab46ab09b7817a485";

export default node;

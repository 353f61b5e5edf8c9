/**
 * @generated SignedSource<<3bbd2cbba86c109daf2dbb9a44a041db>>
 * @relayHash c45269ad3d2aa8340216fdcaba5a71d6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5fdfe22c117098d32115f8dae4f4345d5eaa215835a3e1311ec833913564aed

import { ConcreteRequest } from 'relay-runtime';
export type PollLiveResultsRefreshQuery$variables = {
  id: string;
};
export type PollLiveResultsRefreshQuery$data = {
  readonly post: {
    readonly id: string;
    readonly poll: {
      readonly id: string;
      readonly isExpired: boolean;
      readonly momentum: boolean;
      readonly options: ReadonlyArray<{
        readonly id: string;
        readonly percentage: number;
        readonly voteCount: number;
      }>;
      readonly totalVotes: number;
      readonly viewerVote: number | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type PollLiveResultsRefreshQuery = {
  response: PollLiveResultsRefreshQuery$data;
  variables: PollLiveResultsRefreshQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Post",
    "kind": "LinkedField",
    "name": "post",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Poll",
        "kind": "LinkedField",
        "name": "poll",
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
            "kind": "ScalarField",
            "name": "viewerVote",
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PollLiveResultsRefreshQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PollLiveResultsRefreshQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "d5fdfe22c117098d32115f8dae4f4345d5eaa215835a3e1311ec833913564aed",
    "metadata": {},
    "name": "PollLiveResultsRefreshQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6cc3ccee526a94ae761a9e9dbce4885a";

export default node;

/**
 * @generated SignedSource<<59a21b0ca8942c0ae0a843971fb239c0>>
 * @relayHash 215956676717fb53e2f58713007c0b2d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a0eedfca1733257de108a93785efc847d3b5fd4c94fca71c585c1df7716c36ae

import { ConcreteRequest } from 'relay-runtime';
export type refetchPollQuery$variables = {
  id: string;
};
export type refetchPollQuery$data = {
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
export type refetchPollQuery = {
  response: refetchPollQuery$data;
  variables: refetchPollQuery$variables;
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
    "name": "refetchPollQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "refetchPollQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "a0eedfca1733257de108a93785efc847d3b5fd4c94fca71c585c1df7716c36ae",
    "metadata": {},
    "name": "refetchPollQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cba26a1cd2ebf4c529e92d7cae69c63b";

export default node;

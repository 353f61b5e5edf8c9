/**
 * @generated SignedSource<<821624a70c0b3114b8bacda820621485>>
 * @relayHash 851d949864a09b40f276db917dc99d68
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d760eb9df28d502c5af316e092d4deb9af337a8a61c575d8a7e857076f72e8f

import { ConcreteRequest } from 'relay-runtime';
export type PollBlockRefetchQuery$variables = {
  id: string;
};
export type PollBlockRefetchQuery$data = {
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
export type PollBlockRefetchQuery = {
  response: PollBlockRefetchQuery$data;
  variables: PollBlockRefetchQuery$variables;
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
    "name": "PollBlockRefetchQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PollBlockRefetchQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "9d760eb9df28d502c5af316e092d4deb9af337a8a61c575d8a7e857076f72e8f",
    "metadata": {},
    "name": "PollBlockRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b9280580d25b8c58262ea352cb6d540d";

export default node;

/**
 * @generated SignedSource<<d5861c998196c4e99e02dc69eea34cd9>>
 * @relayHash 68af66d1a35a23199c0d6afe87a41d29
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5bca30f3484a6a74da1ac71aadddf6530d40434b4fc6edc80ea3b1c85cf90505

import { ConcreteRequest } from 'relay-runtime';
export type VotePollInput = {
  optionIndex: number;
  postId: string;
};
export type votePollMutation$variables = {
  input: VotePollInput;
};
export type votePollMutation$data = {
  readonly votePoll: {
    readonly momentumTriggered: boolean;
    readonly poll: {
      readonly id: string;
      readonly isExpired: boolean;
      readonly momentum: boolean;
      readonly options: ReadonlyArray<{
        readonly id: string;
        readonly index: number;
        readonly percentage: number;
        readonly voteCount: number;
      }>;
      readonly totalVotes: number;
      readonly viewerVote: number | null | undefined;
    };
  };
};
export type votePollMutation = {
  response: votePollMutation$data;
  variables: votePollMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "VotePollPayload",
    "kind": "LinkedField",
    "name": "votePoll",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "momentumTriggered",
        "storageKey": null
      },
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
                "name": "index",
                "storageKey": null
              },
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerVote",
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
    "name": "votePollMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "votePollMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "5bca30f3484a6a74da1ac71aadddf6530d40434b4fc6edc80ea3b1c85cf90505",
    "metadata": {},
    "name": "votePollMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "70c544d8235888f21207ced34a337ebe";

export default node;

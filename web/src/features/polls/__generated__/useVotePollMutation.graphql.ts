/**
 * @generated SignedSource<<3f2763294578aca8d8e984ec52d18402>>
 * @relayHash ff5d93e24b6b647fd98dfbf218763217
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f2a01cfd4a760e7b8c1abb35d759443dc92e8068c5066a40595b5322e62385e9

import { ConcreteRequest } from 'relay-runtime';
export type VotePollInput = {
  optionIndex: number;
  postId: string;
};
export type useVotePollMutation$variables = {
  input: VotePollInput;
};
export type useVotePollMutation$data = {
  readonly votePoll: {
    readonly momentumTriggered: boolean;
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
    };
  };
};
export type useVotePollMutation = {
  response: useVotePollMutation$data;
  variables: useVotePollMutation$variables;
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
    "name": "useVotePollMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVotePollMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "f2a01cfd4a760e7b8c1abb35d759443dc92e8068c5066a40595b5322e62385e9",
    "metadata": {},
    "name": "useVotePollMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "08243c9a310e08f114bbbfbd1e1ce1d1";

export default node;

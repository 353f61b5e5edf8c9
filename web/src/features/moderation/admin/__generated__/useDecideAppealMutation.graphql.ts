/**
 * @generated SignedSource<<bee1f4b68b8a154aaf797f527e3345e3>>
 * @relayHash 55e3c49257e707afec3325323fa6f630
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 67bec49e5a294be25d96923b34e68183f1e7e3896084990b54a398b3d4a92df6

import { ConcreteRequest } from 'relay-runtime';
export type AppealStatus = "OVERTURNED" | "PENDING" | "UPHELD" | "%future added value";
export type DecideAppealInput = {
  appealId: number;
  overturn: boolean;
  reason: string;
};
export type useDecideAppealMutation$variables = {
  input: DecideAppealInput;
};
export type useDecideAppealMutation$data = {
  readonly decideAppeal: {
    readonly appeal: {
      readonly appealId: number;
      readonly decidedAt: any | null | undefined;
      readonly decisionReason: string | null | undefined;
      readonly status: AppealStatus;
    };
  };
};
export type useDecideAppealMutation = {
  response: useDecideAppealMutation$data;
  variables: useDecideAppealMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "DecideAppealPayload",
    "kind": "LinkedField",
    "name": "decideAppeal",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ModerationAppeal",
        "kind": "LinkedField",
        "name": "appeal",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "appealId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "decisionReason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "decidedAt",
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
    "name": "useDecideAppealMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDecideAppealMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "67bec49e5a294be25d96923b34e68183f1e7e3896084990b54a398b3d4a92df6",
    "metadata": {},
    "name": "useDecideAppealMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5e5ca0f18b6f133c066d594c3c91ed1d";

export default node;

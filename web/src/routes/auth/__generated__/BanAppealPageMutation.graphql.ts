/**
 * @generated SignedSource<<502e65ce0f0f486b24f310eff408405c>>
 * @relayHash 723f286b46a1641b398ed4df26bd5e20
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1be54fa49a35faf104ec826fee32bbd71aa0490343e0c31ba3712589703fbb42

import { ConcreteRequest } from 'relay-runtime';
export type AppealStatus = "OVERTURNED" | "PENDING" | "UPHELD" | "%future added value";
export type SubmitBanAppealInput = {
  text: string;
  token: string;
};
export type BanAppealPageMutation$variables = {
  input: SubmitBanAppealInput;
};
export type BanAppealPageMutation$data = {
  readonly submitBanAppeal: {
    readonly appeal: {
      readonly appealId: number;
      readonly status: AppealStatus;
    };
  };
};
export type BanAppealPageMutation = {
  response: BanAppealPageMutation$data;
  variables: BanAppealPageMutation$variables;
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
    "concreteType": "SubmitAppealPayload",
    "kind": "LinkedField",
    "name": "submitBanAppeal",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MyAppeal",
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
    "name": "BanAppealPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BanAppealPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1be54fa49a35faf104ec826fee32bbd71aa0490343e0c31ba3712589703fbb42",
    "metadata": {},
    "name": "BanAppealPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f9c79ba1766b7efd6a38c21807fbb24b";

export default node;

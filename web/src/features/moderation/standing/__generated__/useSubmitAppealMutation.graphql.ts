/**
 * @generated SignedSource<<556e40238d6e54d71c566d3edac02b02>>
 * @relayHash 256454e54422abb3ba4e432fecd2c8c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f8b15335d5aab2e4e7c0e6f4e3291bba1bf9a8b3f43497eedd7c4eaa4fd106b8

import { ConcreteRequest } from 'relay-runtime';
export type AppealStatus = "OVERTURNED" | "PENDING" | "UPHELD" | "%future added value";
export type SubmitAppealInput = {
  actionId: number;
  text: string;
};
export type useSubmitAppealMutation$variables = {
  input: SubmitAppealInput;
};
export type useSubmitAppealMutation$data = {
  readonly submitAppeal: {
    readonly appeal: {
      readonly appealId: number;
      readonly createdAt: any;
      readonly status: AppealStatus;
      readonly text: string;
    };
  };
};
export type useSubmitAppealMutation = {
  response: useSubmitAppealMutation$data;
  variables: useSubmitAppealMutation$variables;
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
    "name": "submitAppeal",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "text",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
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
    "name": "useSubmitAppealMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSubmitAppealMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f8b15335d5aab2e4e7c0e6f4e3291bba1bf9a8b3f43497eedd7c4eaa4fd106b8",
    "metadata": {},
    "name": "useSubmitAppealMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c4e1310be807acba2d5abf294e3c7253";

export default node;

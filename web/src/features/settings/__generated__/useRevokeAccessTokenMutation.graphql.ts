/**
 * @generated SignedSource<<2376af53d0d9976966f404ccad3ed8b3>>
 * @relayHash 1048b4dfd13197bee96828467ec090ad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 836ff1cfc8fbced687f93e33b63bb5d72b29f94aa6a40fe837bbaa3c2eaa6f10

import { ConcreteRequest } from 'relay-runtime';
export type RevokeAccessTokenInput = {
  id: string;
};
export type useRevokeAccessTokenMutation$variables = {
  input: RevokeAccessTokenInput;
};
export type useRevokeAccessTokenMutation$data = {
  readonly revokeAccessToken: {
    readonly revokedAccessTokenId: string;
  };
};
export type useRevokeAccessTokenMutation = {
  response: useRevokeAccessTokenMutation$data;
  variables: useRevokeAccessTokenMutation$variables;
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
    "concreteType": "RevokeAccessTokenPayload",
    "kind": "LinkedField",
    "name": "revokeAccessToken",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revokedAccessTokenId",
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
    "name": "useRevokeAccessTokenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRevokeAccessTokenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "836ff1cfc8fbced687f93e33b63bb5d72b29f94aa6a40fe837bbaa3c2eaa6f10",
    "metadata": {},
    "name": "useRevokeAccessTokenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4bca209e610ed519f620a611cc93759a";

export default node;

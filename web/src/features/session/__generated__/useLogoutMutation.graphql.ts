/**
 * @generated SignedSource<<7f26d1719c3cdd1b6a74b9622a818f69>>
 * @relayHash 6fb44c7bec006d47df8cd64c9f0c63fe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c155d52f39dd5c306ec65c80549170b9a2bf7855e5754822a71623facf7e716

import { ConcreteRequest } from 'relay-runtime';
export type LogoutInput = {
  everywhere?: boolean | null | undefined;
};
export type useLogoutMutation$variables = {
  input?: LogoutInput | null | undefined;
};
export type useLogoutMutation$data = {
  readonly logout: {
    readonly success: boolean;
  };
};
export type useLogoutMutation = {
  response: useLogoutMutation$data;
  variables: useLogoutMutation$variables;
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
    "concreteType": "LogoutPayload",
    "kind": "LinkedField",
    "name": "logout",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
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
    "name": "useLogoutMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLogoutMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6c155d52f39dd5c306ec65c80549170b9a2bf7855e5754822a71623facf7e716",
    "metadata": {},
    "name": "useLogoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1803e1612f9208eb12987235b94ca51a";

export default node;

/**
 * @generated SignedSource<<f1c3adee40a94ad8fff86916acb7eaeb>>
 * @relayHash cc18dfa4c711cf6d60214cfa7fb2030c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 272f791e5a20a437edff5722b51dd7d83c5131e65471c731fac12be9e812ce51

import { ConcreteRequest } from 'relay-runtime';
export type EmailInput = {
  email: string;
};
export type useRequestPasswordSetupMutation$variables = {
  input: EmailInput;
};
export type useRequestPasswordSetupMutation$data = {
  readonly requestPasswordSetup: {
    readonly message: string;
  };
};
export type useRequestPasswordSetupMutation = {
  response: useRequestPasswordSetupMutation$data;
  variables: useRequestPasswordSetupMutation$variables;
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
    "concreteType": "MessagePayload",
    "kind": "LinkedField",
    "name": "requestPasswordSetup",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
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
    "name": "useRequestPasswordSetupMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestPasswordSetupMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "272f791e5a20a437edff5722b51dd7d83c5131e65471c731fac12be9e812ce51",
    "metadata": {},
    "name": "useRequestPasswordSetupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ff626faf0db44b9efc24b3b922e4dc31";

export default node;

/**
 * @generated SignedSource<<9c5b5d9698f25915c524cf40193004b2>>
 * @relayHash 41440128b7ba439785f45ca4f9c0145f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83087ec67e0c273b19f4f38b3d79c3ee7416edabeb66fe8232684eaffb058ea7

import { ConcreteRequest } from 'relay-runtime';
export type EmailInput = {
  email: string;
};
export type useForgotPasswordMutation$variables = {
  input: EmailInput;
};
export type useForgotPasswordMutation$data = {
  readonly forgotPassword: {
    readonly message: string;
  };
};
export type useForgotPasswordMutation = {
  response: useForgotPasswordMutation$data;
  variables: useForgotPasswordMutation$variables;
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
    "name": "forgotPassword",
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
    "name": "useForgotPasswordMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useForgotPasswordMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "83087ec67e0c273b19f4f38b3d79c3ee7416edabeb66fe8232684eaffb058ea7",
    "metadata": {},
    "name": "useForgotPasswordMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3aafdf9ef0bfb60800e4d39e20687d11";

export default node;

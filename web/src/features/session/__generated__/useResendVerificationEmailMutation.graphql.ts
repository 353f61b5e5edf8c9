/**
 * @generated SignedSource<<a4faa2b0114df5b8e5e7f5b1f8e2009e>>
 * @relayHash c61798e749cc81d2bb0a83908276be1b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ef981e82733992b54e227b81c0ddd889be41d83585986734d0dc0ae4a1ea1d9a

import { ConcreteRequest } from 'relay-runtime';
export type useResendVerificationEmailMutation$variables = Record<PropertyKey, never>;
export type useResendVerificationEmailMutation$data = {
  readonly resendVerificationEmail: {
    readonly message: string;
  };
};
export type useResendVerificationEmailMutation = {
  response: useResendVerificationEmailMutation$data;
  variables: useResendVerificationEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "MessagePayload",
    "kind": "LinkedField",
    "name": "resendVerificationEmail",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useResendVerificationEmailMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useResendVerificationEmailMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ef981e82733992b54e227b81c0ddd889be41d83585986734d0dc0ae4a1ea1d9a",
    "metadata": {},
    "name": "useResendVerificationEmailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "25f47f1eb728fd550225907905149120";

export default node;

/**
 * @generated SignedSource<<ae12b4fa0040bd04b25ef162ddcb80d7>>
 * @relayHash 70b75a3dfbac621c65388a7339365f13
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0bbe492eab7b4105671540afab2d29a94a59397c2ecb747152544ae72d861711

import { ConcreteRequest } from 'relay-runtime';
export type EmailInput = {
  email: string;
};
export type useRequestMagicLinkMutation$variables = {
  input: EmailInput;
};
export type useRequestMagicLinkMutation$data = {
  readonly requestMagicLink: {
    readonly message: string;
  };
};
export type useRequestMagicLinkMutation = {
  response: useRequestMagicLinkMutation$data;
  variables: useRequestMagicLinkMutation$variables;
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
    "name": "requestMagicLink",
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
    "name": "useRequestMagicLinkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestMagicLinkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0bbe492eab7b4105671540afab2d29a94a59397c2ecb747152544ae72d861711",
    "metadata": {},
    "name": "useRequestMagicLinkMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e2433c4701c13f91cad241f69daa7e8e";

export default node;

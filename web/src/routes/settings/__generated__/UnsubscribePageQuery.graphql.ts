/**
 * @generated SignedSource<<7b5144582a42ac6120b97bd7ae43c95d>>
 * @relayHash 6fbb7692fb9fce80b55449e21db085ce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e627e943564b54888cd8b80bcd3b135769f6f6591a6731972f62f0300fcc1da2

import { ConcreteRequest } from 'relay-runtime';
export type UnsubscribeKind = "COMMENTS" | "MENTIONS" | "NEW_MESSAGES" | "WEEKLY_DIGEST" | "%future added value";
export type UnsubscribePageQuery$variables = {
  token: string;
};
export type UnsubscribePageQuery$data = {
  readonly unsubscribeLink: {
    readonly kind: UnsubscribeKind;
    readonly label: string;
    readonly subscribed: boolean;
  };
};
export type UnsubscribePageQuery = {
  response: UnsubscribePageQuery$data;
  variables: UnsubscribePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "UnsubscribeLink",
    "kind": "LinkedField",
    "name": "unsubscribeLink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "subscribed",
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
    "name": "UnsubscribePageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UnsubscribePageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e627e943564b54888cd8b80bcd3b135769f6f6591a6731972f62f0300fcc1da2",
    "metadata": {},
    "name": "UnsubscribePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f6f117d6438f1ed5c5d353d7cddd535b";

export default node;

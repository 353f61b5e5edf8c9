/**
 * @generated SignedSource<<9a4c4e03da3d4390f0a8185d8250500e>>
 * @relayHash 6dc346a431fac1b688edfde43bb2624f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 17f53a071acfd0808d00ff11f425c47c18a827365c219fbbf6ad357271dde2aa

import { ConcreteRequest } from 'relay-runtime';
export type mainQuery$variables = Record<PropertyKey, never>;
export type mainQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type mainQuery = {
  response: mainQuery$data;
  variables: mainQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
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
    "name": "mainQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "mainQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "17f53a071acfd0808d00ff11f425c47c18a827365c219fbbf6ad357271dde2aa",
    "metadata": {},
    "name": "mainQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "af4fa03846585a89a8ae3852918a619c";

export default node;

/**
 * @generated SignedSource<<c945ab20a0052732d637a1e7f36c26c8>>
 * @relayHash 5049028b88ab1965b43b4236e96c708a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 815b9edb2ad168c6964539a2077f3cc2c20b6b33529fcca37f302bb1a5883fa1

import { ConcreteRequest } from 'relay-runtime';
export type ReportUserModalReasonsQuery$variables = Record<PropertyKey, never>;
export type ReportUserModalReasonsQuery$data = {
  readonly reportReasons: ReadonlyArray<{
    readonly label: string;
    readonly value: string;
  }>;
};
export type ReportUserModalReasonsQuery = {
  response: ReportUserModalReasonsQuery$data;
  variables: ReportUserModalReasonsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ReportReason",
    "kind": "LinkedField",
    "name": "reportReasons",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "value",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
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
    "name": "ReportUserModalReasonsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReportUserModalReasonsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "815b9edb2ad168c6964539a2077f3cc2c20b6b33529fcca37f302bb1a5883fa1",
    "metadata": {},
    "name": "ReportUserModalReasonsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "72571cac561ba57e24af35ea70d3c1e2";

export default node;

/**
 * @generated SignedSource<<8644af591c4f8f9d2234e69c7b2305a0>>
 * @relayHash 058cadfac9f5e8e3af824f464b5a130a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9ef15e567946d10fb34a76d3f7a45fce815bbef4a1ef2a14ee3494e5c50e0726

import { ConcreteRequest } from 'relay-runtime';
export type IssueWarningDialogTypesQuery$variables = Record<PropertyKey, never>;
export type IssueWarningDialogTypesQuery$data = {
  readonly warningTypes: ReadonlyArray<{
    readonly label: string;
    readonly value: string;
  }>;
};
export type IssueWarningDialogTypesQuery = {
  response: IssueWarningDialogTypesQuery$data;
  variables: IssueWarningDialogTypesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "WarningTypeOption",
    "kind": "LinkedField",
    "name": "warningTypes",
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
    "name": "IssueWarningDialogTypesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "IssueWarningDialogTypesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "9ef15e567946d10fb34a76d3f7a45fce815bbef4a1ef2a14ee3494e5c50e0726",
    "metadata": {},
    "name": "IssueWarningDialogTypesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9970ecff3bd26ca2a12df17887264904";

export default node;

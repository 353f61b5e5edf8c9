/**
 * @generated SignedSource<<dae8148485bd9998d18844a5946293d5>>
 * @relayHash 1c86966ac4a093c0cd53e20785c01d0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID faa29f1ec8f018f173ab0531ec2e937c05bb16daa7bb74a560c15be19573c49d

import { ConcreteRequest } from 'relay-runtime';
export type SearchModalSuggestionsQuery$variables = {
  query: string;
};
export type SearchModalSuggestionsQuery$data = {
  readonly searchSuggestions: ReadonlyArray<{
    readonly kind: string;
    readonly label: string;
    readonly value: string;
  }>;
};
export type SearchModalSuggestionsQuery = {
  response: SearchModalSuggestionsQuery$data;
  variables: SearchModalSuggestionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "SearchSuggestion",
    "kind": "LinkedField",
    "name": "searchSuggestions",
    "plural": true,
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
        "name": "value",
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
    "name": "SearchModalSuggestionsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SearchModalSuggestionsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "faa29f1ec8f018f173ab0531ec2e937c05bb16daa7bb74a560c15be19573c49d",
    "metadata": {},
    "name": "SearchModalSuggestionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "60ef49ee0974cb91e61942d6621f7845";

export default node;

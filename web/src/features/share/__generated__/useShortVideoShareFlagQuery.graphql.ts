/**
 * @generated SignedSource<<9f9d788acdb28357b106396fd056b50c>>
 * @relayHash f4d7126eee8b58342b6007acbf75c058
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 42209134688c5cf083e8f0e78047f0f0de67c25770cb031b8bb7bd09fdd3b675

import { ConcreteRequest } from 'relay-runtime';
export type useShortVideoShareFlagQuery$variables = Record<PropertyKey, never>;
export type useShortVideoShareFlagQuery$data = {
  readonly featureFlags: {
    readonly shortVideoShare: boolean;
  };
};
export type useShortVideoShareFlagQuery = {
  response: useShortVideoShareFlagQuery$data;
  variables: useShortVideoShareFlagQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "FeatureFlags",
    "kind": "LinkedField",
    "name": "featureFlags",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "shortVideoShare",
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
    "name": "useShortVideoShareFlagQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useShortVideoShareFlagQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "42209134688c5cf083e8f0e78047f0f0de67c25770cb031b8bb7bd09fdd3b675",
    "metadata": {},
    "name": "useShortVideoShareFlagQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dab1fb7bfa31df4906c2c0733bfa9e98";

export default node;

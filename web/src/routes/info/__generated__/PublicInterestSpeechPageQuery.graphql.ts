/**
 * @generated SignedSource<<00d06316195b3a88c12481f0c1b98adc>>
 * @relayHash 8e06d0b32d08bcbeb5d60fec50a60191
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2dac4be3a222ffee141f79af635ca1d7d2a78d30e587112eea8143b224880d76

import { ConcreteRequest } from 'relay-runtime';
export type PublicInterestSpeechPageQuery$variables = Record<PropertyKey, never>;
export type PublicInterestSpeechPageQuery$data = {
  readonly featureFlags: {
    readonly publicInterestSpeech: boolean;
  };
};
export type PublicInterestSpeechPageQuery = {
  response: PublicInterestSpeechPageQuery$data;
  variables: PublicInterestSpeechPageQuery$variables;
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
        "name": "publicInterestSpeech",
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
    "name": "PublicInterestSpeechPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PublicInterestSpeechPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2dac4be3a222ffee141f79af635ca1d7d2a78d30e587112eea8143b224880d76",
    "metadata": {},
    "name": "PublicInterestSpeechPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "305c773ac28fc8c825fef70bd6742555";

export default node;

/**
 * @generated SignedSource<<ae464fe53906ed4aae14f537121ca84a>>
 * @relayHash c351e7661036f3daf2665399f332de6e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eefad7100d8b7021d8364e01a573efea013c5268ad5eb02fbf2991d846c83abd

import { ConcreteRequest } from 'relay-runtime';
export type AnalyticsRootFlagsQuery$variables = Record<PropertyKey, never>;
export type AnalyticsRootFlagsQuery$data = {
  readonly featureFlags: {
    readonly shortVideoShare: boolean;
  };
};
export type AnalyticsRootFlagsQuery = {
  response: AnalyticsRootFlagsQuery$data;
  variables: AnalyticsRootFlagsQuery$variables;
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
    "name": "AnalyticsRootFlagsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AnalyticsRootFlagsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "eefad7100d8b7021d8364e01a573efea013c5268ad5eb02fbf2991d846c83abd",
    "metadata": {},
    "name": "AnalyticsRootFlagsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cda7941bfecf0e8662231ac1695d8eb2";

export default node;

/**
 * @generated SignedSource<<d4de26e57f1689dad1dc00d6a0f1b301>>
 * @relayHash 56d93006859a9b9dad040992d21570af
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e5ffcb1c179f0ac7cdf788f80bfa0ca3e44285706dcf7809dda5c9bbf68529a8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PulsePageQuery$variables = Record<PropertyKey, never>;
export type PulsePageQuery$data = {
  readonly viewer: {
    readonly emailVerified: boolean | null | undefined;
    readonly id: string;
  } | null | undefined;
  readonly workerPulse: {
    readonly " $fragmentSpreads": FragmentRefs<"PulsePage_pulse">;
  } | null | undefined;
};
export type PulsePageQuery = {
  response: PulsePageQuery$data;
  variables: PulsePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emailVerified",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PulsePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WorkerPulse",
        "kind": "LinkedField",
        "name": "workerPulse",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PulsePage_pulse"
          }
        ],
        "storageKey": null
      },
      (v1/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PulsePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WorkerPulse",
        "kind": "LinkedField",
        "name": "workerPulse",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "week",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "question",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "options",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "answerCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerAnswered",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "resultsMinimum",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkerPulseResult",
            "kind": "LinkedField",
            "name": "results",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "option",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "count",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "percent",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v1/*:: as any*/)
    ]
  },
  "params": {
    "id": "e5ffcb1c179f0ac7cdf788f80bfa0ca3e44285706dcf7809dda5c9bbf68529a8",
    "metadata": {},
    "name": "PulsePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "41ad276fe4b2dc99f3ad770a129d4aa4";

export default node;

/**
 * @generated SignedSource<<2108ea2261d54e17338b8f39f812ee1d>>
 * @relayHash debf35dc8e8c67b6d246eb6ee5020b91
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d64dfa9996f7bf5c357e074200596ebd1882ab6d06ba6454dcc963582d313d4e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useAnswerWorkerPulseMutation$variables = {
  optionIndex: number;
};
export type useAnswerWorkerPulseMutation$data = {
  readonly answerWorkerPulse: {
    readonly " $fragmentSpreads": FragmentRefs<"PulsePage_pulse">;
  };
};
export type useAnswerWorkerPulseMutation = {
  response: useAnswerWorkerPulseMutation$data;
  variables: useAnswerWorkerPulseMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "optionIndex"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "optionIndex",
    "variableName": "optionIndex"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAnswerWorkerPulseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WorkerPulse",
        "kind": "LinkedField",
        "name": "answerWorkerPulse",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PulsePage_pulse"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAnswerWorkerPulseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WorkerPulse",
        "kind": "LinkedField",
        "name": "answerWorkerPulse",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
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
      }
    ]
  },
  "params": {
    "id": "d64dfa9996f7bf5c357e074200596ebd1882ab6d06ba6454dcc963582d313d4e",
    "metadata": {},
    "name": "useAnswerWorkerPulseMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8b1a09ec3c20e5b7fa4ac2b91e86da23";

export default node;

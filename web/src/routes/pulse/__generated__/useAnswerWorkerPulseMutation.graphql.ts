/**
 * @generated SignedSource<<a547cbf7de3d5de0949ca7f78ec95c05>>
 * @relayHash 4dbdbe0bf4c0e421274b3ab724bb24e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d3ffcdeb60393fc72405ad07764a943d6a11775504b3bc5ed7c35fa82cc56e4c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useAnswerWorkerPulseMutation$variables = {
  optionIndex: number;
};
export type useAnswerWorkerPulseMutation$data = {
  readonly answerWorkerPulse: {
    readonly pulse: {
      readonly " $fragmentSpreads": FragmentRefs<"PulsePage_pulse">;
    };
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
    "fields": [
      {
        "kind": "Variable",
        "name": "optionIndex",
        "variableName": "optionIndex"
      }
    ],
    "kind": "ObjectValue",
    "name": "input"
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
        "concreteType": "AnswerWorkerPulsePayload",
        "kind": "LinkedField",
        "name": "answerWorkerPulse",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkerPulse",
            "kind": "LinkedField",
            "name": "pulse",
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
        "concreteType": "AnswerWorkerPulsePayload",
        "kind": "LinkedField",
        "name": "answerWorkerPulse",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkerPulse",
            "kind": "LinkedField",
            "name": "pulse",
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d3ffcdeb60393fc72405ad07764a943d6a11775504b3bc5ed7c35fa82cc56e4c",
    "metadata": {},
    "name": "useAnswerWorkerPulseMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1413b26f1fef37f2b8b3acdc76a3a0e5";

export default node;

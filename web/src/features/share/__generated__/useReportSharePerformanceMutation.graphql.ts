/**
 * @generated SignedSource<<689ba85ab9387d956e370359672e5dbc>>
 * @relayHash 68546b2465f7a509bd6f60a4d8bc565e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e42a5eefe4ebb2cf902caa5e8b058326bcb83344e7d653c72eec11feeac59538

import { ConcreteRequest } from 'relay-runtime';
export type ReportSharePerformanceInput = {
  comments: number;
  likes: number;
  postId: string;
  shares: number;
  url?: string | null | undefined;
  views: number;
};
export type useReportSharePerformanceMutation$variables = {
  input: ReportSharePerformanceInput;
};
export type useReportSharePerformanceMutation$data = {
  readonly reportSharePerformance: {
    readonly report: {
      readonly id: string;
    };
  };
};
export type useReportSharePerformanceMutation = {
  response: useReportSharePerformanceMutation$data;
  variables: useReportSharePerformanceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ReportSharePerformancePayload",
    "kind": "LinkedField",
    "name": "reportSharePerformance",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SharePerformanceReport",
        "kind": "LinkedField",
        "name": "report",
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useReportSharePerformanceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReportSharePerformanceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e42a5eefe4ebb2cf902caa5e8b058326bcb83344e7d653c72eec11feeac59538",
    "metadata": {},
    "name": "useReportSharePerformanceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bc669483326e9d696fcc508198e9da89";

export default node;

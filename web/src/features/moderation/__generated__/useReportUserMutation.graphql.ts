/**
 * @generated SignedSource<<5b1bd3e9f810eacf8f9ff293810776c0>>
 * @relayHash d9b236157c00c953995f46b908ccff9d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a65e3ad5a62f9a74b8dceb5e3952ce21150200b845d3c41fe71e97de9e4e6f6

import { ConcreteRequest } from 'relay-runtime';
export type UserReportStatus = "DISMISSED" | "OPEN" | "RESOLVED" | "REVIEWING" | "%future added value";
export type ReportUserInput = {
  details?: string | null | undefined;
  reason?: string | null | undefined;
  userId: string;
};
export type useReportUserMutation$variables = {
  input: ReportUserInput;
};
export type useReportUserMutation$data = {
  readonly reportUser: {
    readonly alreadyReported: boolean;
    readonly message: string;
    readonly report: {
      readonly id: string;
      readonly status: UserReportStatus;
    };
  };
};
export type useReportUserMutation = {
  response: useReportUserMutation$data;
  variables: useReportUserMutation$variables;
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
    "concreteType": "ReportUserPayload",
    "kind": "LinkedField",
    "name": "reportUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "alreadyReported",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserReport",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
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
    "name": "useReportUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReportUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5a65e3ad5a62f9a74b8dceb5e3952ce21150200b845d3c41fe71e97de9e4e6f6",
    "metadata": {},
    "name": "useReportUserMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "af30f7e07f62ec513c775426691355b8";

export default node;

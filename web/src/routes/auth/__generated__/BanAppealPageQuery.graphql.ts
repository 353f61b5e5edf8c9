/**
 * @generated SignedSource<<d7093e7f229242dcfabcd34343df9767>>
 * @relayHash 904c6726bd34a54bc75939197c980f9f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 170e89d92f72c9a18cce9220d3a841ffcda3b66dd1be4e5da27f7064a8259177

import { ConcreteRequest } from 'relay-runtime';
export type AppealBanType = "PERMANENT" | "SHADOW" | "TEMPORARY" | "%future added value";
export type AppealStatus = "OVERTURNED" | "PENDING" | "UPHELD" | "%future added value";
export type BanAppealPageQuery$variables = {
  token: string;
};
export type BanAppealPageQuery$data = {
  readonly banAppeal: {
    readonly appeal: {
      readonly appealId: number;
      readonly decidedAt: any | null | undefined;
      readonly decisionReason: string | null | undefined;
      readonly status: AppealStatus;
      readonly text: string;
    } | null | undefined;
    readonly appealDeadline: any;
    readonly banType: AppealBanType;
    readonly expiresAt: any | null | undefined;
    readonly liftedAt: any | null | undefined;
    readonly reason: string;
  };
};
export type BanAppealPageQuery = {
  response: BanAppealPageQuery$data;
  variables: BanAppealPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "BanAppeal",
    "kind": "LinkedField",
    "name": "banAppeal",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "banType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reason",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "liftedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "appealDeadline",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BanAppealAppeal",
        "kind": "LinkedField",
        "name": "appeal",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "appealId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "text",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "decisionReason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "decidedAt",
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
    "name": "BanAppealPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BanAppealPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "170e89d92f72c9a18cce9220d3a841ffcda3b66dd1be4e5da27f7064a8259177",
    "metadata": {},
    "name": "BanAppealPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "64f0fc3d20844a4b2e9fe1444055fbc3";

export default node;

/**
 * @generated SignedSource<<5abfd3d15cf5908111a6f25f6d897fc7>>
 * @relayHash 71422699e74a9c2773d4d5050b9b10be
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 39418eb141b19d61932e6f1d747e9b232e2b9af74bcfcc5490974ff9a561468a

import { ConcreteRequest } from 'relay-runtime';
export type HotPollsSidebarQuery$variables = {
  first: number;
};
export type HotPollsSidebarQuery$data = {
  readonly hotPolls: ReadonlyArray<{
    readonly post: {
      readonly id: string;
      readonly path: string;
      readonly title: string;
    };
    readonly recentVotes: number;
    readonly totalVotes: number;
  }>;
};
export type HotPollsSidebarQuery = {
  response: HotPollsSidebarQuery$data;
  variables: HotPollsSidebarQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      }
    ],
    "concreteType": "HotPoll",
    "kind": "LinkedField",
    "name": "hotPolls",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalVotes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recentVotes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Post",
        "kind": "LinkedField",
        "name": "post",
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
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "path",
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
    "name": "HotPollsSidebarQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HotPollsSidebarQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "39418eb141b19d61932e6f1d747e9b232e2b9af74bcfcc5490974ff9a561468a",
    "metadata": {},
    "name": "HotPollsSidebarQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "209b0e6c01ee70406b47ee480a83957f";

export default node;

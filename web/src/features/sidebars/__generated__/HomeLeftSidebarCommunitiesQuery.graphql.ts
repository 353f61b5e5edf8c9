/**
 * @generated SignedSource<<4b76884fd235c50de41e9145ddbc4006>>
 * @relayHash aed6e79ff72de45197f92206cb9a619a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6028a0dcd363a61e7153f205307808272959e3ec2dafff8e567dfbd9dbbfa371

import { ConcreteRequest } from 'relay-runtime';
export type HomeLeftSidebarCommunitiesQuery$variables = {
  first: number;
};
export type HomeLeftSidebarCommunitiesQuery$data = {
  readonly viewer: {
    readonly follows: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly community: {
            readonly displayName: string;
            readonly icon: string | null | undefined;
            readonly id: string;
            readonly isPrivate: boolean;
            readonly postCount: number;
            readonly slug: string;
          } | null | undefined;
          readonly id: string;
        };
      }>;
      readonly totalCount: number;
    } | null | undefined;
    readonly id: string;
  } | null | undefined;
};
export type HomeLeftSidebarCommunitiesQuery = {
  response: HomeLeftSidebarCommunitiesQuery$data;
  variables: HomeLeftSidebarCommunitiesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "first",
            "variableName": "first"
          },
          {
            "kind": "Literal",
            "name": "followType",
            "value": "COMMUNITY"
          }
        ],
        "concreteType": "UserFollowsConnection",
        "kind": "LinkedField",
        "name": "follows",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "UserFollowsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Follow",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Community",
                    "kind": "LinkedField",
                    "name": "community",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "slug",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "displayName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "icon",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isPrivate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "postCount",
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
    "name": "HomeLeftSidebarCommunitiesQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HomeLeftSidebarCommunitiesQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "6028a0dcd363a61e7153f205307808272959e3ec2dafff8e567dfbd9dbbfa371",
    "metadata": {},
    "name": "HomeLeftSidebarCommunitiesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "399a184dd285f3463f006baa10235f7b";

export default node;

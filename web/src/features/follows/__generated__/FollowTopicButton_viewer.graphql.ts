/**
 * @generated SignedSource<<f4e2790bfa83cca5aa86e9322ab23985>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FollowTopicButton_viewer$data = {
  readonly sectors: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly value: string;
      };
    }>;
  } | null | undefined;
  readonly tags: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly value: string;
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "FollowTopicButton_viewer";
};
export type FollowTopicButton_viewer$key = {
  readonly " $data"?: FollowTopicButton_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"FollowTopicButton_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
            "name": "value",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cursor",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "PageInfo",
    "kind": "LinkedField",
    "name": "pageInfo",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endCursor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasNextPage",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "kind": "ClientExtension",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__id",
        "storageKey": null
      }
    ]
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": null,
        "cursor": null,
        "direction": "forward",
        "path": [
          "tags"
        ]
      },
      {
        "count": null,
        "cursor": null,
        "direction": "forward",
        "path": [
          "sectors"
        ]
      }
    ]
  },
  "name": "FollowTopicButton_viewer",
  "selections": [
    {
      "alias": "tags",
      "args": [
        {
          "kind": "Literal",
          "name": "followType",
          "value": "TAG"
        }
      ],
      "concreteType": "UserFollowsConnection",
      "kind": "LinkedField",
      "name": "__FollowTopicButton_tags_connection",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": "__FollowTopicButton_tags_connection(followType:\"TAG\")"
    },
    {
      "alias": "sectors",
      "args": [
        {
          "kind": "Literal",
          "name": "followType",
          "value": "SECTOR"
        }
      ],
      "concreteType": "UserFollowsConnection",
      "kind": "LinkedField",
      "name": "__FollowTopicButton_sectors_connection",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": "__FollowTopicButton_sectors_connection(followType:\"SECTOR\")"
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "51fd26d62efb688d14e0cb6f2795f9dc";

export default node;

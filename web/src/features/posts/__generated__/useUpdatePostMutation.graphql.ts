/**
 * @generated SignedSource<<b43ac09315e686be6f8dbf444fe5b32f>>
 * @relayHash 8540ee934c2d69ac8bf103ae8f9b1f4d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 55e574f1acc77ddaad2e5e427dfd6e2181c9a0e32a01109e21f7c08ae579a335

import { ConcreteRequest } from 'relay-runtime';
export type ModerationAction = "ALLOW" | "REVIEW" | "%future added value";
export type PostStatus = "PENDING_REVIEW" | "PUBLISHED" | "REJECTED" | "%future added value";
export type UpdatePostInput = {
  content?: any | null | undefined;
  id: string;
  pollOptions?: ReadonlyArray<string> | null | undefined;
  tags?: ReadonlyArray<string> | null | undefined;
  title: string;
};
export type useUpdatePostMutation$variables = {
  input: UpdatePostInput;
};
export type useUpdatePostMutation$data = {
  readonly updatePost: {
    readonly action: ModerationAction;
    readonly message: string | null | undefined;
    readonly post: {
      readonly content: any | null | undefined;
      readonly contentText: string;
      readonly editedAt: any | null | undefined;
      readonly excerpt: string;
      readonly id: string;
      readonly path: string;
      readonly slug: string;
      readonly status: PostStatus;
      readonly tags: ReadonlyArray<string>;
      readonly title: string;
    };
  };
};
export type useUpdatePostMutation = {
  response: useUpdatePostMutation$data;
  variables: useUpdatePostMutation$variables;
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
    "concreteType": "UpdatePostPayload",
    "kind": "LinkedField",
    "name": "updatePost",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "action",
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
            "name": "slug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "path",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "content",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contentText",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "length",
                "value": 150
              }
            ],
            "kind": "ScalarField",
            "name": "excerpt",
            "storageKey": "excerpt(length:150)"
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tags",
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
            "name": "editedAt",
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
    "name": "useUpdatePostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdatePostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "55e574f1acc77ddaad2e5e427dfd6e2181c9a0e32a01109e21f7c08ae579a335",
    "metadata": {},
    "name": "useUpdatePostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7bb22d94c9de985f8ce4747651784825";

export default node;

/**
 * @generated SignedSource<<d5a482d573cbf9b7e28fa297512d9b18>>
 * @relayHash 5e0c3a5793046e3d54c48008255003f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 733b3b45a3fa2c153c05f6521f3206937f092f1297d3aa6ceb70d3838d81962b

import { ConcreteRequest } from 'relay-runtime';
export type FlagContentInput = {
  commentId?: string | null | undefined;
  postId?: string | null | undefined;
  reason: string;
};
export type useFlagContentMutation$variables = {
  input: FlagContentInput;
};
export type useFlagContentMutation$data = {
  readonly flagContent: {
    readonly comment: {
      readonly id: string;
      readonly viewerHasFlagged: boolean;
    } | null | undefined;
    readonly created: boolean;
    readonly message: string;
    readonly post: {
      readonly id: string;
      readonly viewerHasFlagged: boolean;
    } | null | undefined;
  };
};
export type useFlagContentMutation = {
  response: useFlagContentMutation$data;
  variables: useFlagContentMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "viewerHasFlagged",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "FlagContentPayload",
    "kind": "LinkedField",
    "name": "flagContent",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "created",
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
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Comment",
        "kind": "LinkedField",
        "name": "comment",
        "plural": false,
        "selections": (v1/*:: as any*/),
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
    "name": "useFlagContentMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFlagContentMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "733b3b45a3fa2c153c05f6521f3206937f092f1297d3aa6ceb70d3838d81962b",
    "metadata": {},
    "name": "useFlagContentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0d6f05e0fe94a5846d89aafb7e94bc35";

export default node;

/**
 * @generated SignedSource<<b4f86f0a17bbc31ad6658ba5d1c88664>>
 * @relayHash ab97e9438043061dd62a94b93a0f2a91
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 25d59fecf098bee9f9bc1e9b1bfa1b80c2a9f7da06038b46638a442f2242faf8

import { ConcreteRequest } from 'relay-runtime';
export type BlockUserInput = {
  reason?: string | null | undefined;
  userId: string;
};
export type useUserRelationToggleBlockMutation$variables = {
  input: BlockUserInput;
};
export type useUserRelationToggleBlockMutation$data = {
  readonly blockUser: {
    readonly user: {
      readonly id: string;
      readonly viewerHasBlocked: boolean;
    };
  };
};
export type useUserRelationToggleBlockMutation = {
  response: useUserRelationToggleBlockMutation$data;
  variables: useUserRelationToggleBlockMutation$variables;
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
    "concreteType": "UserRelationPayload",
    "kind": "LinkedField",
    "name": "blockUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "name": "viewerHasBlocked",
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
    "name": "useUserRelationToggleBlockMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUserRelationToggleBlockMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "25d59fecf098bee9f9bc1e9b1bfa1b80c2a9f7da06038b46638a442f2242faf8",
    "metadata": {},
    "name": "useUserRelationToggleBlockMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a1043a393bfa64f307de444cb4822f95";

export default node;

/**
 * @generated SignedSource<<c120688c848a59a220e90b11dfad786b>>
 * @relayHash e30b6d6c884c9b0a19c1bba26db508fe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 36e2d8e4b3c4c6988f58883a132c014e5110e20d92aa03bd4283b663eeb7fc21

import { ConcreteRequest } from 'relay-runtime';
export type PinCommunityPostInput = {
  pinned?: boolean | null | undefined;
  postId: string;
};
export type usePinCommunityPostMutation$variables = {
  input: PinCommunityPostInput;
};
export type usePinCommunityPostMutation$data = {
  readonly pinCommunityPost: {
    readonly post: {
      readonly id: string;
      readonly isPinnedInCommunity: boolean;
    };
  };
};
export type usePinCommunityPostMutation = {
  response: usePinCommunityPostMutation$data;
  variables: usePinCommunityPostMutation$variables;
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
    "concreteType": "CommunityPostPayload",
    "kind": "LinkedField",
    "name": "pinCommunityPost",
    "plural": false,
    "selections": [
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
            "name": "isPinnedInCommunity",
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
    "name": "usePinCommunityPostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePinCommunityPostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "36e2d8e4b3c4c6988f58883a132c014e5110e20d92aa03bd4283b663eeb7fc21",
    "metadata": {},
    "name": "usePinCommunityPostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b0c1425821fb558c7cf7f975e413c797";

export default node;

/**
 * @generated SignedSource<<5c19b5badaefbf31a710b92c5a45a552>>
 * @relayHash b127dc4d6ee5c4aae4de3c9971f66430
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bfa9959ccdb5a014d41a59b0d2df06657ed53b39bd211ffd76b4b41d18a0bbb4

import { ConcreteRequest } from 'relay-runtime';
export type UserRelationInput = {
  userId: string;
};
export type useUserRelationToggleMuteMutation$variables = {
  input: UserRelationInput;
};
export type useUserRelationToggleMuteMutation$data = {
  readonly muteUser: {
    readonly user: {
      readonly id: string;
      readonly viewerHasMuted: boolean;
    };
  };
};
export type useUserRelationToggleMuteMutation = {
  response: useUserRelationToggleMuteMutation$data;
  variables: useUserRelationToggleMuteMutation$variables;
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
    "name": "muteUser",
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
            "name": "viewerHasMuted",
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
    "name": "useUserRelationToggleMuteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUserRelationToggleMuteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bfa9959ccdb5a014d41a59b0d2df06657ed53b39bd211ffd76b4b41d18a0bbb4",
    "metadata": {},
    "name": "useUserRelationToggleMuteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ca583dca76df91b89baeaf3396e83f7b";

export default node;

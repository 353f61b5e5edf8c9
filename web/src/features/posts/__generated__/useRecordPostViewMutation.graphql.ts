/**
 * @generated SignedSource<<dd1867841630437aa8f6e74ec46ac941>>
 * @relayHash 43da85994a5c9c44577f685c31ae686d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7417ba10a2870879d4b34c462544c79bb5aa8735b1558989fa10510e3f7a39da

import { ConcreteRequest } from 'relay-runtime';
export type useRecordPostViewMutation$variables = {
  postId: string;
};
export type useRecordPostViewMutation$data = {
  readonly recordPostView: boolean;
};
export type useRecordPostViewMutation = {
  response: useRecordPostViewMutation$data;
  variables: useRecordPostViewMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "postId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "postId",
        "variableName": "postId"
      }
    ],
    "kind": "ScalarField",
    "name": "recordPostView",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRecordPostViewMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRecordPostViewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7417ba10a2870879d4b34c462544c79bb5aa8735b1558989fa10510e3f7a39da",
    "metadata": {},
    "name": "useRecordPostViewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dc6c731545a3802b7803206f21ee2dcb";

export default node;

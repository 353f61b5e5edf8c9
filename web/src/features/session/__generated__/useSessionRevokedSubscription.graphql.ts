/**
 * @generated SignedSource<<ac2a7584351032adade7363060b86d7a>>
 * @relayHash 2a565cdb57502cc6d1b55ce2dd3eb85f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6b0a9841c87128ae328b9fd978b6da98c1534cb5465fa5b8cedb7cb398b45b42

import { ConcreteRequest } from 'relay-runtime';
export type useSessionRevokedSubscription$variables = Record<PropertyKey, never>;
export type useSessionRevokedSubscription$data = {
  readonly sessionRevoked: boolean;
};
export type useSessionRevokedSubscription = {
  response: useSessionRevokedSubscription$data;
  variables: useSessionRevokedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "sessionRevoked",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSessionRevokedSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSessionRevokedSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "6b0a9841c87128ae328b9fd978b6da98c1534cb5465fa5b8cedb7cb398b45b42",
    "metadata": {},
    "name": "useSessionRevokedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "577585f427bca7257a573ff805252d91";

export default node;

/**
 * @generated SignedSource<<765f7fd49e9a7c722d6c98a54e7e9886>>
 * @relayHash ecba1f548acb4fa8c4e132e753f8a99c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 95aab5133d651032be39b67a5f85ad3bccc9a102ae74aeb2841f112a2216ddd2

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "GODMIN" | "MEMBER" | "%future added value";
export type AdminPageQuery$variables = Record<PropertyKey, never>;
export type AdminPageQuery$data = {
  readonly featureFlags: {
    readonly badges: boolean;
    readonly breachCheck: boolean;
    readonly emailVerification: boolean;
    readonly moderation: boolean;
    readonly passwordStrict: boolean;
  };
  readonly viewer: {
    readonly displayName: string;
    readonly id: string;
    readonly role: Role;
  } | null | undefined;
};
export type AdminPageQuery = {
  response: AdminPageQuery$data;
  variables: AdminPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
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
        "name": "displayName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "role",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "FeatureFlags",
    "kind": "LinkedField",
    "name": "featureFlags",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "passwordStrict",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "breachCheck",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "emailVerification",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "moderation",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "badges",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "95aab5133d651032be39b67a5f85ad3bccc9a102ae74aeb2841f112a2216ddd2",
    "metadata": {},
    "name": "AdminPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c0ec5cc30f38ba6cd0d84bad4051c58e";

export default node;

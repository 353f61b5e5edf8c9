/**
 * @generated SignedSource<<acd30adae2b85c93ae56bed33d74cb60>>
 * @relayHash 578ee7ab5b6619fd081c1d2457c297b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a0d23a441f5fb2dd33f6daa8508884d835507bf62d7ae87c2a9cc14578b4ebe7

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
  readonly moderationDashboard: {
    readonly activeBans: number;
    readonly flaggedItems: number;
    readonly newMembersThisWeek: number;
    readonly openAppeals: number;
    readonly openReports: number;
    readonly pendingContent: number;
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
    "concreteType": "ModerationDashboard",
    "kind": "LinkedField",
    "name": "moderationDashboard",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "openReports",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "flaggedItems",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pendingContent",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "activeBans",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "newMembersThisWeek",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "openAppeals",
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
    "id": "a0d23a441f5fb2dd33f6daa8508884d835507bf62d7ae87c2a9cc14578b4ebe7",
    "metadata": {},
    "name": "AdminPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5186830921ce5fafdc09db59eb91fb2b";

export default node;

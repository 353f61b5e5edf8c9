/**
 * @generated SignedSource<<410bc2e7a9e624c22ae3f583dca2d2c1>>
 * @relayHash 5f5e3a5a2dcaa6226da4b8351e6046d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8196355b121e19f9658991dca6921bbf7b1c8064829a65164db0e77204276951

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LandingChoice = "CREATE_POST" | "EXPLORE" | "HOMEPAGE" | "POLLS" | "%future added value";
export type CompleteOnboardingInput = {
  communities?: ReadonlyArray<string> | null | undefined;
  isOrganizer?: boolean | null | undefined;
  landingChoice?: LandingChoice | null | undefined;
  locationAndCampaigns?: ReadonlyArray<string> | null | undefined;
  skipped?: boolean | null | undefined;
  topics?: ReadonlyArray<string> | null | undefined;
};
export type useCompleteOnboardingMutation$variables = {
  input: CompleteOnboardingInput;
};
export type useCompleteOnboardingMutation$data = {
  readonly completeOnboarding: {
    readonly followsCreated: number;
    readonly viewer: {
      readonly id: string;
      readonly onboarding: {
        readonly completedAt: any | null | undefined;
        readonly skipped: boolean;
      } | null | undefined;
      readonly onboardingComplete: boolean | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"storedUser_user">;
    };
  };
};
export type useCompleteOnboardingMutation = {
  response: useCompleteOnboardingMutation$data;
  variables: useCompleteOnboardingMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "followsCreated",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "onboardingComplete",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Onboarding",
  "kind": "LinkedField",
  "name": "onboarding",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "skipped",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "emailVerified",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasPassword",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avatarColor",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCompleteOnboardingMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CompleteOnboardingPayload",
        "kind": "LinkedField",
        "name": "completeOnboarding",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "kind": "InlineDataFragmentSpread",
                "name": "storedUser_user",
                "selections": [
                  (v3/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "args": null,
                "argumentDefinitions": []
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCompleteOnboardingMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CompleteOnboardingPayload",
        "kind": "LinkedField",
        "name": "completeOnboarding",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8196355b121e19f9658991dca6921bbf7b1c8064829a65164db0e77204276951",
    "metadata": {},
    "name": "useCompleteOnboardingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9fb554afb7c1f7efa9e77b16db9e8cc1";

export default node;

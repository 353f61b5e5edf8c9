/**
 * @generated SignedSource<<7d12d7f5dabf99244a5671981151a51e>>
 * @relayHash 39f434d6bcf3a6a65cd8badafe7860fe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6602744f32f708ba673fac4421c719175cb0ac4e31d09d491d3ec03f2d18ccc6

import { ConcreteRequest } from 'relay-runtime';
export type LandingChoice = "CREATE_POST" | "EXPLORE" | "HOMEPAGE" | "POLLS" | "%future added value";
export type OnboardingModalQuery$variables = Record<PropertyKey, never>;
export type OnboardingModalQuery$data = {
  readonly onboardingOptions: {
    readonly campaigns: ReadonlyArray<{
      readonly color: string;
      readonly description: string;
      readonly id: string;
      readonly name: string;
    }>;
    readonly landingChoices: ReadonlyArray<{
      readonly choice: LandingChoice;
      readonly label: string;
      readonly path: string;
    }>;
    readonly regions: ReadonlyArray<{
      readonly id: string;
      readonly label: string;
    }>;
    readonly topics: ReadonlyArray<{
      readonly description: string;
      readonly id: string;
      readonly label: string;
    }>;
  };
  readonly suggestedCommunities: ReadonlyArray<{
    readonly displayName: string;
    readonly icon: string | null | undefined;
    readonly id: string;
    readonly memberCount: number;
    readonly slug: string;
  }>;
  readonly viewer: {
    readonly onboarding: {
      readonly communities: ReadonlyArray<string>;
      readonly isOrganizer: boolean;
      readonly landingChoice: LandingChoice | null | undefined;
      readonly locationAndCampaigns: ReadonlyArray<string>;
      readonly topics: ReadonlyArray<string>;
    } | null | undefined;
  } | null | undefined;
};
export type OnboardingModalQuery = {
  response: OnboardingModalQuery$data;
  variables: OnboardingModalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "OnboardingOptions",
  "kind": "LinkedField",
  "name": "onboardingOptions",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OnboardingTopic",
      "kind": "LinkedField",
      "name": "topics",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OnboardingRegion",
      "kind": "LinkedField",
      "name": "regions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Campaign",
      "kind": "LinkedField",
      "name": "campaigns",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "color",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LandingChoiceOption",
      "kind": "LinkedField",
      "name": "landingChoices",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "choice",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 6
    }
  ],
  "concreteType": "Community",
  "kind": "LinkedField",
  "name": "suggestedCommunities",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
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
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "icon",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memberCount",
      "storageKey": null
    }
  ],
  "storageKey": "suggestedCommunities(first:6)"
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
      "name": "topics",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locationAndCampaigns",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "communities",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOrganizer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "landingChoice",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OnboardingModalQuery",
    "selections": [
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OnboardingModalQuery",
    "selections": [
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6602744f32f708ba673fac4421c719175cb0ac4e31d09d491d3ec03f2d18ccc6",
    "metadata": {},
    "name": "OnboardingModalQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6fb496ec9a72f2fd02f12d1d4ec3d1b4";

export default node;

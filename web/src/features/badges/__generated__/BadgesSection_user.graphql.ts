/**
 * @generated SignedSource<<b394205abd90ca0f963bdcd7c5f45933>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BadgesSection_user$data = {
  readonly badgeCount: number;
  readonly badgeProgress: ReadonlyArray<{
    readonly badge: {
      readonly color: string;
      readonly description: string;
      readonly icon: string;
      readonly id: string;
      readonly name: string;
      readonly points: number;
      readonly tier: string;
    };
    readonly current: number;
    readonly earnedAt: any | null | undefined;
    readonly percent: number;
    readonly target: number;
  }> | null | undefined;
  readonly badges: ReadonlyArray<{
    readonly badge: {
      readonly color: string;
      readonly description: string;
      readonly icon: string;
      readonly id: string;
      readonly name: string;
      readonly points: number;
      readonly tier: string;
    };
    readonly earnedAt: any;
  }> | null | undefined;
  readonly totalPoints: number;
  readonly " $fragmentType": "BadgesSection_user";
};
export type BadgesSection_user$key = {
  readonly " $data"?: BadgesSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"BadgesSection_user">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "earnedAt",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Badge",
  "kind": "LinkedField",
  "name": "badge",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "points",
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
      "name": "color",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tier",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BadgesSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "badgeCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalPoints",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EarnedBadge",
      "kind": "LinkedField",
      "name": "badges",
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
      "concreteType": "BadgeProgress",
      "kind": "LinkedField",
      "name": "badgeProgress",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "current",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "target",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "percent",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "d4e52ed355584b0c39c9381995cb576e";

export default node;

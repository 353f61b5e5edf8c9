/**
 * @generated SignedSource<<521eeed73f32a4b13f00cab2f5a48e84>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemberAnalyticsConsent_viewer$data = {
  readonly settings: {
    readonly privacy: {
      readonly analyticsConsent: boolean | null | undefined;
    };
  } | null | undefined;
  readonly userId: number;
  readonly " $fragmentType": "MemberAnalyticsConsent_viewer";
};
export type MemberAnalyticsConsent_viewer$key = {
  readonly " $data"?: MemberAnalyticsConsent_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemberAnalyticsConsent_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MemberAnalyticsConsent_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserSettings",
      "kind": "LinkedField",
      "name": "settings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PrivacySettings",
          "kind": "LinkedField",
          "name": "privacy",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "analyticsConsent",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "81ff2d373bb84dacc42b18e9d7b2f89e";

export default node;

/**
 * @generated SignedSource<<41c15b9cc55c6f04c1f3a731279b9af7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProfileVisibility = "PRIVATE" | "PUBLIC" | "REGISTERED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PrivacySettingsSection_user$data = {
  readonly settings: {
    readonly privacy: {
      readonly allowDirectMessages: boolean;
      readonly analyticsConsent: boolean | null | undefined;
      readonly profileVisibility: ProfileVisibility;
      readonly showOnLeaderboard: boolean;
    };
  } | null | undefined;
  readonly " $fragmentType": "PrivacySettingsSection_user";
};
export type PrivacySettingsSection_user$key = {
  readonly " $data"?: PrivacySettingsSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrivacySettingsSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrivacySettingsSection_user",
  "selections": [
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
              "name": "profileVisibility",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "allowDirectMessages",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "showOnLeaderboard",
              "storageKey": null
            },
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

(node as any).hash = "b0f3cd5e4d8dd733439f3e01f13ecec7";

export default node;

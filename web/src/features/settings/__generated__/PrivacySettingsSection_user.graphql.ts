/**
 * @generated SignedSource<<f5d15f57caa46152e29f3cce69de0f12>>
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
      readonly profileVisibility: ProfileVisibility;
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

(node as any).hash = "f47b14fc6730b2ee7b8d067ce1f216d8";

export default node;

/**
 * @generated SignedSource<<df468f4445ebd76bd1d325ecf0b7de42>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationSettingsSection_user$data = {
  readonly settings: {
    readonly notifications: {
      readonly comments: boolean;
      readonly mentions: boolean;
      readonly newMessages: boolean;
    };
  } | null | undefined;
  readonly " $fragmentType": "NotificationSettingsSection_user";
};
export type NotificationSettingsSection_user$key = {
  readonly " $data"?: NotificationSettingsSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationSettingsSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationSettingsSection_user",
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
          "concreteType": "NotificationSettings",
          "kind": "LinkedField",
          "name": "notifications",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "newMessages",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "mentions",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "comments",
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

(node as any).hash = "15af1df926741877e4381e3e81378883";

export default node;

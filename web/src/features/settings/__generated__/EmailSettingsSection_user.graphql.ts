/**
 * @generated SignedSource<<a63a9930cec744a94265f3518a4f3ba3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailSettingsSection_user$data = {
  readonly settings: {
    readonly email: {
      readonly commentsEmail: boolean;
      readonly marketingEmails: boolean;
      readonly mentionsEmail: boolean;
      readonly newMessagesEmail: boolean;
      readonly weeklyDigest: boolean;
    };
  } | null | undefined;
  readonly " $fragmentType": "EmailSettingsSection_user";
};
export type EmailSettingsSection_user$key = {
  readonly " $data"?: EmailSettingsSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailSettingsSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailSettingsSection_user",
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
          "concreteType": "EmailSettings",
          "kind": "LinkedField",
          "name": "email",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "newMessagesEmail",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "commentsEmail",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "mentionsEmail",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "weeklyDigest",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "marketingEmails",
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

(node as any).hash = "37564baa1d8bc14d1f0b06276f982d9b";

export default node;

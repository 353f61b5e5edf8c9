/**
 * @generated SignedSource<<638f28ccf28f479c58ef3040796fd6bb>>
 * @relayHash 9d0e94add860ebad2e36c0de11bcf683
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 70cdb8956694e6ec8b12308a7c849ddba02087fc6127b7c1f8b8ba827328582b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileVisibility = "PRIVATE" | "PUBLIC" | "REGISTERED" | "%future added value";
export type UpdateSettingsInput = {
  email?: EmailSettingsInput | null | undefined;
  notifications?: NotificationSettingsInput | null | undefined;
  privacy?: PrivacySettingsInput | null | undefined;
  ui?: UiSettingsInput | null | undefined;
};
export type EmailSettingsInput = {
  commentsEmail?: boolean | null | undefined;
  marketingEmails?: boolean | null | undefined;
  mentionsEmail?: boolean | null | undefined;
  newMessagesEmail?: boolean | null | undefined;
  weeklyDigest?: boolean | null | undefined;
};
export type NotificationSettingsInput = {
  comments?: boolean | null | undefined;
  mentions?: boolean | null | undefined;
  newMessages?: boolean | null | undefined;
};
export type PrivacySettingsInput = {
  allowDirectMessages?: boolean | null | undefined;
  analyticsConsent?: boolean | null | undefined;
  profileVisibility?: ProfileVisibility | null | undefined;
  showOnLeaderboard?: boolean | null | undefined;
};
export type UiSettingsInput = {
  startHerePostDismissed?: boolean | null | undefined;
  welcomeBannerDismissed?: boolean | null | undefined;
  welcomePostDismissed?: boolean | null | undefined;
};
export type useUpdateSettingsMutation$variables = {
  input: UpdateSettingsInput;
};
export type useUpdateSettingsMutation$data = {
  readonly updateSettings: {
    readonly user: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"EmailSettingsSection_user" | "NotificationSettingsSection_user" | "PrivacySettingsSection_user">;
    };
  };
};
export type useUpdateSettingsMutation = {
  response: useUpdateSettingsMutation$data;
  variables: useUpdateSettingsMutation$variables;
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
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateSettingsPayload",
        "kind": "LinkedField",
        "name": "updateSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "NotificationSettingsSection_user"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PrivacySettingsSection_user"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EmailSettingsSection_user"
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
    "name": "useUpdateSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateSettingsPayload",
        "kind": "LinkedField",
        "name": "updateSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
                  },
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
                  },
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "70cdb8956694e6ec8b12308a7c849ddba02087fc6127b7c1f8b8ba827328582b",
    "metadata": {},
    "name": "useUpdateSettingsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7db488c490f6d5e2ae7aa2e1f66007c7";

export default node;

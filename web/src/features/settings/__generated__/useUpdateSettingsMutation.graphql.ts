/**
 * @generated SignedSource<<178dd06464423972dbd2fc1f59fcf416>>
 * @relayHash da2302ebad4b949255e7a0690f9f67af
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0a9ebec3ce0a1011ecd5caf03d237fd3095316f5b97929051b18cfd9653fd8da

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
  marketingEmails?: boolean | null | undefined;
  mentionsEmail?: boolean | null | undefined;
  newMessagesEmail?: boolean | null | undefined;
  weeklyDigest?: boolean | null | undefined;
};
export type NotificationSettingsInput = {
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
    "id": "0a9ebec3ce0a1011ecd5caf03d237fd3095316f5b97929051b18cfd9653fd8da",
    "metadata": {},
    "name": "useUpdateSettingsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7db488c490f6d5e2ae7aa2e1f66007c7";

export default node;

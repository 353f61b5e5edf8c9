/**
 * @generated SignedSource<<d32db09eb1f7ac910995b68c27f78814>>
 * @relayHash 8e0465110f8166e64f7dec614c2ea375
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3b07005ee2059429f84c619334f5907c37c18631e160aa6f8bbb1196c2b5787f

import { ConcreteRequest } from 'relay-runtime';
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
export type useDismissWelcomePostMutation$variables = {
  input: UpdateSettingsInput;
};
export type useDismissWelcomePostMutation$data = {
  readonly updateSettings: {
    readonly user: {
      readonly id: string;
      readonly settings: {
        readonly ui: {
          readonly startHerePostDismissed: boolean;
          readonly welcomePostDismissed: boolean;
        };
      } | null | undefined;
    };
  };
};
export type useDismissWelcomePostMutation = {
  response: useDismissWelcomePostMutation$data;
  variables: useDismissWelcomePostMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
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
            "concreteType": "UserSettings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "UiSettings",
                "kind": "LinkedField",
                "name": "ui",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "welcomePostDismissed",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startHerePostDismissed",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDismissWelcomePostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDismissWelcomePostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3b07005ee2059429f84c619334f5907c37c18631e160aa6f8bbb1196c2b5787f",
    "metadata": {},
    "name": "useDismissWelcomePostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "adfbe16815253c48901bb8a0aa261fe8";

export default node;

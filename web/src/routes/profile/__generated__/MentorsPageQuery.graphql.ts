/**
 * @generated SignedSource<<e305adf4754891e04c297ded95f3d63f>>
 * @relayHash 96702370fe0f73e0db36470f70a57f8f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2f39eb105d343fb1d1845c65d7f9905efec788f8ff5c61e1a1fbe7cd8b437f1b

import { ConcreteRequest } from 'relay-runtime';
export type MentorsPageQuery$variables = {
  page: number;
  perPage: number;
  topic?: string | null | undefined;
};
export type MentorsPageQuery$data = {
  readonly mentors: {
    readonly hasMore: boolean;
    readonly mentors: ReadonlyArray<{
      readonly avatarColor: string;
      readonly bioText: string;
      readonly displayName: string;
      readonly id: string;
      readonly karma: number;
      readonly mentorshipOffering: ReadonlyArray<string>;
      readonly userId: number;
      readonly username: string | null | undefined;
      readonly workType: string;
    }>;
    readonly page: number;
    readonly total: number;
  };
  readonly profileOptions: {
    readonly mentorshipTopics: ReadonlyArray<string>;
  };
};
export type MentorsPageQuery = {
  response: MentorsPageQuery$data;
  variables: MentorsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "perPage"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "topic"
},
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ProfileOptions",
    "kind": "LinkedField",
    "name": "profileOptions",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mentorshipTopics",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "page",
        "variableName": "page"
      },
      {
        "kind": "Variable",
        "name": "perPage",
        "variableName": "perPage"
      },
      {
        "kind": "Variable",
        "name": "topic",
        "variableName": "topic"
      }
    ],
    "concreteType": "MentorPage",
    "kind": "LinkedField",
    "name": "mentors",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "page",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasMore",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "MemberProfile",
        "kind": "LinkedField",
        "name": "mentors",
        "plural": true,
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
            "name": "userId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "username",
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
            "name": "avatarColor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "workType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bioText",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "karma",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mentorshipOffering",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MentorsPageQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MentorsPageQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "2f39eb105d343fb1d1845c65d7f9905efec788f8ff5c61e1a1fbe7cd8b437f1b",
    "metadata": {},
    "name": "MentorsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5e2936f22a5edf7ce21f47c4e9d375cd";

export default node;

/**
 * @generated SignedSource<<4739d8031a7ee456bd7fa764ae1ec7f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizerGrantForm_user$data = {
  readonly organizerProfile: {
    readonly bio: string;
    readonly expertise: ReadonlyArray<string>;
    readonly organization: string;
    readonly photoUrl: string | null | undefined;
    readonly slug: string;
    readonly socialLinks: ReadonlyArray<{
      readonly label: string;
      readonly url: string;
    }>;
    readonly title: string;
  } | null | undefined;
  readonly userId: number;
  readonly " $fragmentType": "OrganizerGrantForm_user";
};
export type OrganizerGrantForm_user$key = {
  readonly " $data"?: OrganizerGrantForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizerGrantForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizerGrantForm_user",
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
      "concreteType": "OrganizerProfile",
      "kind": "LinkedField",
      "name": "organizerProfile",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "organization",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bio",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "photoUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expertise",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SocialLink",
          "kind": "LinkedField",
          "name": "socialLinks",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
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

(node as any).hash = "65b9246df9f503003ef0d2bd7964de31";

export default node;

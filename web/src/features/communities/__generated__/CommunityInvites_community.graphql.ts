/**
 * @generated SignedSource<<240391e2b5768714bbcf02e3f76518ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CommunityInviteStatus = "ACTIVE" | "EXPIRED" | "REVOKED" | "USED_UP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CommunityInvites_community$data = {
  readonly id: string;
  readonly invites: ReadonlyArray<{
    readonly code: string;
    readonly createdAt: any;
    readonly createdBy: {
      readonly displayName: string;
    } | null | undefined;
    readonly expiresAt: any | null | undefined;
    readonly maxUses: number | null | undefined;
    readonly path: string;
    readonly status: CommunityInviteStatus;
    readonly useCount: number;
  }> | null | undefined;
  readonly isPrivate: boolean;
  readonly " $fragmentType": "CommunityInvites_community";
};
export type CommunityInvites_community$key = {
  readonly " $data"?: CommunityInvites_community$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommunityInvites_community">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommunityInvites_community",
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
      "name": "isPrivate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CommunityInvite",
      "kind": "LinkedField",
      "name": "invites",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxUses",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "useCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "createdBy",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "displayName",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Community",
  "abstractKey": null
};

(node as any).hash = "548ae00e262642bd2fb606ec9308a697";

export default node;

/**
 * @generated SignedSource<<a3b7b6f5a4689b0b56b82b2248e4c8d0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileScreen_options$data = {
  readonly avatarColors: ReadonlyArray<{
    readonly hex: string;
    readonly name: string;
  }>;
  readonly bioMaxChars: number;
  readonly customTopicMaxChars: number;
  readonly customTopicsMax: number;
  readonly mentorshipTopics: ReadonlyArray<string>;
  readonly workTypes: ReadonlyArray<string>;
  readonly " $fragmentType": "ProfileScreen_options";
};
export type ProfileScreen_options$key = {
  readonly " $data"?: ProfileScreen_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileScreen_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileScreen_options",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "workTypes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mentorshipTopics",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AvatarColor",
      "kind": "LinkedField",
      "name": "avatarColors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hex",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bioMaxChars",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customTopicMaxChars",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customTopicsMax",
      "storageKey": null
    }
  ],
  "type": "ProfileOptions",
  "abstractKey": null
};

(node as any).hash = "14ae1a03a35028126c5b50ce628928fe";

export default node;

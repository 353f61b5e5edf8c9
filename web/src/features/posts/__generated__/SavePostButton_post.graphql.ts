/**
 * @generated SignedSource<<a02fe8dd35d8dd0c9cec5962866b7815>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SavePostButton_post$data = {
  readonly id: string;
  readonly saveCount: number;
  readonly viewerHasSaved: boolean;
  readonly " $fragmentType": "SavePostButton_post";
};
export type SavePostButton_post$key = {
  readonly " $data"?: SavePostButton_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"SavePostButton_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SavePostButton_post",
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
      "name": "viewerHasSaved",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "saveCount",
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "3f4afe99ce89bcf905860576304347e8";

export default node;

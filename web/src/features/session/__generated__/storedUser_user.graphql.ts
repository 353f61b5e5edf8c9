/**
 * @generated SignedSource<<f5fabf6c1aef49d2ed9bcbc731d3d513>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type Role = "ADMIN" | "GODMIN" | "MEMBER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type storedUser_user$data = {
  readonly avatarColor: string;
  readonly displayName: string;
  readonly email: string | null | undefined;
  readonly emailVerified: boolean | null | undefined;
  readonly hasPassword: boolean | null | undefined;
  readonly id: string;
  readonly onboardingComplete: boolean | null | undefined;
  readonly role: Role;
  readonly userId: number;
  readonly username: string | null | undefined;
  readonly " $fragmentType": "storedUser_user";
};
export type storedUser_user$key = {
  readonly " $data"?: storedUser_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"storedUser_user">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "storedUser_user"
};

(node as any).hash = "5f3e5e4ef3eaf612d30e5a476fdbaf87";

export default node;

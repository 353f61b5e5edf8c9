/**
 * @generated SignedSource<<4e647474e71e1fa67d01848a26c0fbc8>>
 * @relayHash f00c05a696cb372904ac257434bc7311
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ce529ff242d940ffcf67dc1f375948c720e960d4202b1e580f729d09308c45b7

import { ConcreteRequest } from 'relay-runtime';
export type GrantOrganizerProfileInput = {
  bio?: string | null | undefined;
  expertise?: ReadonlyArray<string> | null | undefined;
  member: string;
  organization: string;
  photoUrl?: string | null | undefined;
  slug: string;
  socialLinks?: ReadonlyArray<SocialLinkInput> | null | undefined;
  title: string;
};
export type SocialLinkInput = {
  label: string;
  url: string;
};
export type OrganizerGrantFormGrantMutation$variables = {
  input: GrantOrganizerProfileInput;
};
export type OrganizerGrantFormGrantMutation$data = {
  readonly grantOrganizerProfile: {
    readonly slug: string;
  };
};
export type OrganizerGrantFormGrantMutation = {
  response: OrganizerGrantFormGrantMutation$data;
  variables: OrganizerGrantFormGrantMutation$variables;
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
  "name": "slug",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrganizerGrantFormGrantMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OrganizerProfile",
        "kind": "LinkedField",
        "name": "grantOrganizerProfile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "OrganizerGrantFormGrantMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OrganizerProfile",
        "kind": "LinkedField",
        "name": "grantOrganizerProfile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ce529ff242d940ffcf67dc1f375948c720e960d4202b1e580f729d09308c45b7",
    "metadata": {},
    "name": "OrganizerGrantFormGrantMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8b256a09272458cde131dc4bd971c910";

export default node;

/**
 * @generated SignedSource<<ff2b445772933922e1d6ebcadeb9b22e>>
 * @relayHash c056a8a121c5898fd64e6911f598f736
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 312a3cb768f1db9a2515fc26a04b2b00531d84fc311704ffbf2df9e4c8149d45

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CoffeeCommunitiesPageQuery$variables = Record<PropertyKey, never>;
export type CoffeeCommunitiesPageQuery$data = {
  readonly advocacy: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CommunityCard_community">;
  } | null | undefined;
  readonly craft: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CommunityCard_community">;
  } | null | undefined;
  readonly geographic: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CommunityCard_community">;
  } | null | undefined;
  readonly shiftLife: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CommunityCard_community">;
  } | null | undefined;
};
export type CoffeeCommunitiesPageQuery = {
  response: CoffeeCommunitiesPageQuery$data;
  variables: CoffeeCommunitiesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "geographic"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/),
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "CommunityCard_community"
  }
],
v3 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "advocacy"
  }
],
v4 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "shift-life"
  }
],
v5 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "craft"
  }
],
v6 = [
  (v1/*:: as any*/),
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
    "name": "displayName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "description",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "icon",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "category",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "memberCount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "postCount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isActive",
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
    "kind": "ScalarField",
    "name": "viewerRole",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "viewerIsMember",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CoffeeCommunitiesPageQuery",
    "selections": [
      {
        "alias": "geographic",
        "args": (v0/*:: as any*/),
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": "community(slug:\"geographic\")"
      },
      {
        "alias": "advocacy",
        "args": (v3/*:: as any*/),
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": "community(slug:\"advocacy\")"
      },
      {
        "alias": "shiftLife",
        "args": (v4/*:: as any*/),
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": "community(slug:\"shift-life\")"
      },
      {
        "alias": "craft",
        "args": (v5/*:: as any*/),
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": "community(slug:\"craft\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CoffeeCommunitiesPageQuery",
    "selections": [
      {
        "alias": "geographic",
        "args": (v0/*:: as any*/),
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": (v6/*:: as any*/),
        "storageKey": "community(slug:\"geographic\")"
      },
      {
        "alias": "advocacy",
        "args": (v3/*:: as any*/),
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": (v6/*:: as any*/),
        "storageKey": "community(slug:\"advocacy\")"
      },
      {
        "alias": "shiftLife",
        "args": (v4/*:: as any*/),
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": (v6/*:: as any*/),
        "storageKey": "community(slug:\"shift-life\")"
      },
      {
        "alias": "craft",
        "args": (v5/*:: as any*/),
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": (v6/*:: as any*/),
        "storageKey": "community(slug:\"craft\")"
      }
    ]
  },
  "params": {
    "id": "312a3cb768f1db9a2515fc26a04b2b00531d84fc311704ffbf2df9e4c8149d45",
    "metadata": {},
    "name": "CoffeeCommunitiesPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e106aeb57228ee001abd4df06b80bf60";

export default node;

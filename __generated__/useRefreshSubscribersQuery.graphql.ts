/**
 * @generated SignedSource<<52f01f39f9cbe31c33ff30452ccf7f5b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useRefreshSubscribersQuery$variables = Record<PropertyKey, never>;
export type useRefreshSubscribersQuery$data = {
  readonly subscribers: {
    readonly " $fragmentSpreads": FragmentRefs<"SubscriberCounts_subscribers" | "SubscriberGrowth_subscribers">;
  } | null | undefined;
};
export type useRefreshSubscribersQuery = {
  response: useRefreshSubscribersQuery$data;
  variables: useRefreshSubscribersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "start",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "added",
    "storageKey": null
  },
  (v0/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRefreshSubscribersQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Subscribers",
        "kind": "LinkedField",
        "name": "subscribers",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SubscriberCounts_subscribers"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SubscriberGrowth_subscribers"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useRefreshSubscribersQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Subscribers",
        "kind": "LinkedField",
        "name": "subscribers",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SubscriberTarget",
            "kind": "LinkedField",
            "name": "targets",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "author",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "handle",
                    "storageKey": null
                  },
                  (v1/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Tag",
                "kind": "LinkedField",
                "name": "tag",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "count",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": "daily",
            "args": [
              {
                "kind": "Literal",
                "name": "period",
                "value": "DAY"
              }
            ],
            "concreteType": "SubscriberGrowthPoint",
            "kind": "LinkedField",
            "name": "growth",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": "growth(period:\"DAY\")"
          },
          {
            "alias": "weekly",
            "args": [
              {
                "kind": "Literal",
                "name": "period",
                "value": "WEEK"
              }
            ],
            "concreteType": "SubscriberGrowthPoint",
            "kind": "LinkedField",
            "name": "growth",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": "growth(period:\"WEEK\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0670f4d416bd75a69708ca8b62667c61",
    "id": null,
    "metadata": {},
    "name": "useRefreshSubscribersQuery",
    "operationKind": "query",
    "text": "query useRefreshSubscribersQuery {\n  subscribers {\n    ...SubscriberCounts_subscribers\n    ...SubscriberGrowth_subscribers\n  }\n}\n\nfragment SubscriberCounts_subscribers on Subscribers {\n  total\n  targets {\n    author {\n      handle\n      name\n      id\n    }\n    tag {\n      name\n      id\n    }\n    count\n  }\n}\n\nfragment SubscriberGrowth_subscribers on Subscribers {\n  daily: growth(period: DAY) {\n    start\n    added\n    total\n  }\n  weekly: growth(period: WEEK) {\n    start\n    added\n    total\n  }\n}\n"
  }
};
})();

(node as any).hash = "1b1e2b7245653bad576344684d6f5ab3";

export default node;

/**
 * @generated SignedSource<<a09cee89979027aab941af31f3fc96a6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubscribersScreenQuery$variables = Record<PropertyKey, never>;
export type SubscribersScreenQuery$data = {
  readonly subscribers: {
    readonly " $fragmentSpreads": FragmentRefs<"SubscriberCounts_subscribers" | "SubscriberGrowth_subscribers">;
  } | null | undefined;
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"ViewerMenu_viewer">;
  } | null | undefined;
};
export type SubscribersScreenQuery = {
  response: SubscribersScreenQuery$data;
  variables: SubscribersScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "handle",
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v4 = [
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
  (v3/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SubscribersScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ViewerMenu_viewer"
          }
        ],
        "storageKey": null
      },
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
    "name": "SubscribersScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadNotificationCount",
            "storageKey": null
          },
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ViewerCapabilities",
            "kind": "LinkedField",
            "name": "capabilities",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canWrite",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canPublish",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canReview",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "invitableRoles",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canManageSite",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Subscribers",
        "kind": "LinkedField",
        "name": "subscribers",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
                  (v0/*:: as any*/),
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
            "selections": (v4/*:: as any*/),
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
            "selections": (v4/*:: as any*/),
            "storageKey": "growth(period:\"WEEK\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "630ce7c2c40c1439907b91851921d791",
    "id": null,
    "metadata": {},
    "name": "SubscribersScreenQuery",
    "operationKind": "query",
    "text": "query SubscribersScreenQuery {\n  viewer {\n    ...ViewerMenu_viewer\n    id\n  }\n  subscribers {\n    ...SubscriberCounts_subscribers\n    ...SubscriberGrowth_subscribers\n  }\n}\n\nfragment NotificationBell_viewer on User {\n  unreadNotificationCount\n}\n\nfragment SubscriberCounts_subscribers on Subscribers {\n  total\n  targets {\n    author {\n      handle\n      name\n      id\n    }\n    tag {\n      name\n      id\n    }\n    count\n  }\n}\n\nfragment SubscriberGrowth_subscribers on Subscribers {\n  daily: growth(period: DAY) {\n    start\n    added\n    total\n  }\n  weekly: growth(period: WEEK) {\n    start\n    added\n    total\n  }\n}\n\nfragment ViewerMenu_viewer on User {\n  ...NotificationBell_viewer\n  handle\n  name\n  capabilities {\n    canWrite\n    canPublish\n    canReview\n    invitableRoles\n    canManageSite\n  }\n}\n"
  }
};
})();

(node as any).hash = "ff8c198e783ff3a43232231b6e6c1ac2";

export default node;

/**
 * @generated SignedSource<<f71b2f6b441574efbda0feb9b04f287c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScheduleArticleInput = {
  id: string;
  publishAt?: string | null | undefined;
};
export type SchedulePublishMutation$variables = {
  input: ScheduleArticleInput;
};
export type SchedulePublishMutation$data = {
  readonly scheduleArticle: {
    readonly article: {
      readonly id: string;
      readonly scheduledAt: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"DraftItem_article">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type SchedulePublishMutation = {
  response: SchedulePublishMutation$data;
  variables: SchedulePublishMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scheduledAt",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SchedulePublishMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ScheduleArticlePayload",
        "kind": "LinkedField",
        "name": "scheduleArticle",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Article",
            "kind": "LinkedField",
            "name": "article",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DraftItem_article"
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
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
    "name": "SchedulePublishMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ScheduleArticlePayload",
        "kind": "LinkedField",
        "name": "scheduleArticle",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Article",
            "kind": "LinkedField",
            "name": "article",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9da2ed53a1f18009168c5c505e7cea2a",
    "id": null,
    "metadata": {},
    "name": "SchedulePublishMutation",
    "operationKind": "mutation",
    "text": "mutation SchedulePublishMutation(\n  $input: ScheduleArticleInput!\n) {\n  scheduleArticle(input: $input) {\n    article {\n      id\n      scheduledAt\n      ...DraftItem_article\n    }\n    userErrors {\n      message\n    }\n  }\n}\n\nfragment DraftItem_article on Article {\n  slug\n  title\n  status\n  updatedAt\n  scheduledAt\n}\n"
  }
};
})();

(node as any).hash = "7156afa906275a4e545ce0da87ea097f";

export default node;

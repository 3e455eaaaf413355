/**
 * @generated SignedSource<<c36e5639bc68ee12a6790eb9f2d83082>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetArticleCoverInput = {
  alt?: string;
  articleId: string;
  imageId?: string | null | undefined;
};
export type CoverSettingSetArticleCoverMutation$variables = {
  input: SetArticleCoverInput;
};
export type CoverSettingSetArticleCoverMutation$data = {
  readonly setArticleCover: {
    readonly article: {
      readonly id: string;
      readonly updatedAt: string;
      readonly " $fragmentSpreads": FragmentRefs<"ArticleCover_article" | "CoverSetting_article">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type CoverSettingSetArticleCoverMutation = {
  response: CoverSettingSetArticleCoverMutation$data;
  variables: CoverSettingSetArticleCoverMutation$variables;
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
  "name": "updatedAt",
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
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CoverSettingSetArticleCoverMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetArticleCoverPayload",
        "kind": "LinkedField",
        "name": "setArticleCover",
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
                "name": "ArticleCover_article"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CoverSetting_article"
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
    "name": "CoverSettingSetArticleCoverMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetArticleCoverPayload",
        "kind": "LinkedField",
        "name": "setArticleCover",
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
                "concreteType": "Image",
                "kind": "LinkedField",
                "name": "cover",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "alt",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "height",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "placeholder",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ImageVariant",
                    "kind": "LinkedField",
                    "name": "variants",
                    "plural": true,
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "format",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
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
    "cacheID": "795b4dbb75c5cbaa4c38c9730e0a32fb",
    "id": null,
    "metadata": {},
    "name": "CoverSettingSetArticleCoverMutation",
    "operationKind": "mutation",
    "text": "mutation CoverSettingSetArticleCoverMutation(\n  $input: SetArticleCoverInput!\n) {\n  setArticleCover(input: $input) {\n    article {\n      id\n      updatedAt\n      ...ArticleCover_article\n      ...CoverSetting_article\n    }\n    userErrors {\n      message\n    }\n  }\n}\n\nfragment ArticleCover_article on Article {\n  cover {\n    url\n    alt\n    width\n    height\n    ...MediaPicture_image\n    id\n  }\n}\n\nfragment CoverSetting_article on Article {\n  id\n  cover {\n    id\n    alt\n    ...MediaPicture_image\n  }\n}\n\nfragment MediaPicture_image on Image {\n  url\n  width\n  height\n  alt\n  placeholder\n  variants {\n    url\n    width\n    format\n  }\n}\n"
  }
};
})();

(node as any).hash = "d3606efc2dcb3cdde40f1318f0d6c1d9";

export default node;

/**
 * @generated SignedSource<<bba12915130c467dc7b410cf523530b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CoverSetting_article$data = {
  readonly cover: {
    readonly alt: string;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"MediaPicture_image">;
  } | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "CoverSetting_article";
};
export type CoverSetting_article$key = {
  readonly " $data"?: CoverSetting_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"CoverSetting_article">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CoverSetting_article",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "cover",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alt",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "MediaPicture_image"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Article",
  "abstractKey": null
};
})();

(node as any).hash = "6c6c27ba345e07cd30d6968a01be8dba";

export default node;

/**
 * @generated SignedSource<<becb96ac690db2191f9a8ac536cad338>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ImageFormat = "AVIF" | "JPEG" | "PNG" | "WEBP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MediaPicture_image$data = {
  readonly alt: string;
  readonly height: number;
  readonly placeholder: string;
  readonly url: string;
  readonly variants: ReadonlyArray<{
    readonly format: ImageFormat;
    readonly url: string;
    readonly width: number;
  }>;
  readonly width: number;
  readonly " $fragmentType": "MediaPicture_image";
};
export type MediaPicture_image$key = {
  readonly " $data"?: MediaPicture_image$data;
  readonly " $fragmentSpreads": FragmentRefs<"MediaPicture_image">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MediaPicture_image",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "alt",
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "format",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Image",
  "abstractKey": null
};
})();

(node as any).hash = "baaef62a8ee2591664cc2df57a8d8e08";

export default node;

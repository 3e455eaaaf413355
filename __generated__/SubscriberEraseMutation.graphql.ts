/**
 * @generated SignedSource<<7c3d6b0c5cdbcee49b713ecb9ba46e52>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EraseSubscriberInput = {
  email: string;
};
export type SubscriberEraseMutation$variables = {
  input: EraseSubscriberInput;
};
export type SubscriberEraseMutation$data = {
  readonly eraseSubscriber: {
    readonly erased: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type SubscriberEraseMutation = {
  response: SubscriberEraseMutation$data;
  variables: SubscriberEraseMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "EraseSubscriberPayload",
    "kind": "LinkedField",
    "name": "eraseSubscriber",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "erased",
        "storageKey": null
      },
      {
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SubscriberEraseMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SubscriberEraseMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "03d45f446ad9a0456d3c22fe20b7678a",
    "id": null,
    "metadata": {},
    "name": "SubscriberEraseMutation",
    "operationKind": "mutation",
    "text": "mutation SubscriberEraseMutation(\n  $input: EraseSubscriberInput!\n) {\n  eraseSubscriber(input: $input) {\n    erased\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ee88652686ff095d3ae8681206bf4787";

export default node;

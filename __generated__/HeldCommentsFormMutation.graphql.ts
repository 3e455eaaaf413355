/**
 * @generated SignedSource<<b6731a4e924ffadc8b0bfc64d5b404ff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SignUpPolicy = "CLOSED" | "INVITE_ONLY" | "OPEN" | "%future added value";
export type UpdateSiteSettingsInput = {
  heldFirstComments?: number | null | undefined;
  signUpPolicy: SignUpPolicy;
};
export type HeldCommentsFormMutation$variables = {
  input: UpdateSiteSettingsInput;
};
export type HeldCommentsFormMutation$data = {
  readonly updateSiteSettings: {
    readonly site: {
      readonly heldFirstComments: number | null | undefined;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type HeldCommentsFormMutation = {
  response: HeldCommentsFormMutation$data;
  variables: HeldCommentsFormMutation$variables;
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
    "concreteType": "UpdateSiteSettingsPayload",
    "kind": "LinkedField",
    "name": "updateSiteSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "heldFirstComments",
            "storageKey": null
          }
        ],
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
    "name": "HeldCommentsFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HeldCommentsFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8a9d6d8829f38d194f4e93e039d7ef4a",
    "id": null,
    "metadata": {},
    "name": "HeldCommentsFormMutation",
    "operationKind": "mutation",
    "text": "mutation HeldCommentsFormMutation(\n  $input: UpdateSiteSettingsInput!\n) {\n  updateSiteSettings(input: $input) {\n    site {\n      heldFirstComments\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "56e909ef8539c98cf4646dcab707a4a8";

export default node;

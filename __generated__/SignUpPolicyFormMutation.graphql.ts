/**
 * @generated SignedSource<<c4ae2e794ed6a8fca8ed4b52b3e6adbc>>
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
export type SignUpPolicyFormMutation$variables = {
  input: UpdateSiteSettingsInput;
};
export type SignUpPolicyFormMutation$data = {
  readonly updateSiteSettings: {
    readonly site: {
      readonly signUpPolicy: SignUpPolicy;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type SignUpPolicyFormMutation = {
  response: SignUpPolicyFormMutation$data;
  variables: SignUpPolicyFormMutation$variables;
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
            "name": "signUpPolicy",
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
    "name": "SignUpPolicyFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SignUpPolicyFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e645332034861d8a7db6a403bf004259",
    "id": null,
    "metadata": {},
    "name": "SignUpPolicyFormMutation",
    "operationKind": "mutation",
    "text": "mutation SignUpPolicyFormMutation(\n  $input: UpdateSiteSettingsInput!\n) {\n  updateSiteSettings(input: $input) {\n    site {\n      signUpPolicy\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ef5d5cf5082eafd0d3c16bc62ef59b73";

export default node;

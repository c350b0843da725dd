/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type DependentInput = {
  /** YYYY-MM-DD */
  birthdate?: string | null | undefined;
  email?: string | null | undefined;
  firstName: string;
  gender?: string | null | undefined;
  lastName: string;
  /** JSON keyed by field name */
  leadCaptureFields?: string | null | undefined;
};

export type SelfRegisterInput = {
  birthdate?: string | null | undefined;
  business: string;
  city?: string | null | undefined;
  clientStatus?: string | null | undefined;
  clientTags?: Array<string> | null | undefined;
  country?: string | null | undefined;
  dependents?: Array<DependentInput> | null | undefined;
  email: string;
  firstName: string;
  gender?: string | null | undefined;
  lastName: string;
  /** JSON keyed by field name */
  leadCaptureFields?: string | null | undefined;
  /** A lead-capture form: a prospect, no sign-in */
  leadForm?: boolean | null | undefined;
  middleName?: string | null | undefined;
  password?: string | null | undefined;
  phones?: Array<string> | null | undefined;
  profilePhoto?: string | null | undefined;
  state?: string | null | undefined;
  street?: string | null | undefined;
  timezone?: string | null | undefined;
  /** JSON of the utm_* parameters */
  utmParameters?: string | null | undefined;
  zipCode?: string | null | undefined;
};

export type LoginSimpleMutationVariables = Exact<{
  login: string;
  password: string;
  business?: string | null | undefined;
  returnIdToken?: boolean | null | undefined;
}>;

export type LoginSimpleMutation = {
  loginSimple: { status: string; error: string | null; idToken: string | null; refreshToken: string | null };
};

export type LoginPasswordlessMutationVariables = Exact<{
  token: string;
}>;

export type LoginPasswordlessMutation = {
  loginPasswordless: {
    status: string;
    error: string | null;
    idToken: string | null;
    refreshToken: string | null;
  };
};

export type LoginRefreshMutationVariables = Exact<{
  refreshToken: string;
}>;

export type LoginRefreshMutation = {
  loginRefresh: { status: string; error: string | null; idToken: string | null; refreshToken: string | null };
};

export type LogoutMutationVariables = Exact<{
  refreshToken?: string | null | undefined;
  everywhere?: boolean | null | undefined;
}>;

export type LogoutMutation = { logout: { status: string; error: string | null } };

export type RequestSelfAuthLinkMutationVariables = Exact<{
  email: string;
  business?: string | null | undefined;
}>;

export type RequestSelfAuthLinkMutation = { requestSelfAuthLink: { status: string; error: string | null } };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never }>;

export type CurrentUserQuery = {
  currentUser: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    role: string;
    staffRole: string | null;
    business: string | null;
    accountId: string | null;
    permissions: Array<{ action: string; resource: string; allowed: boolean }>;
  };
};

export type AccountsQueryVariables = Exact<{
  email: string;
}>;

export type AccountsQuery = {
  accounts: Array<{
    id: string;
    name: string | null;
    email: string;
    business: string;
    staffRole: string | null;
    businessDetails: { name: string; status: string; fullName: string; uiLogoUrl: string | null };
  }>;
};

export type SmsUsageFragment = {
  smsFeatureEnabled: boolean | null;
  smsTier: number | null;
  smsCountTotal: number | null;
} & { ' $fragmentName'?: 'SmsUsageFragment' };

export type BusinessNoticesQueryQueryVariables = Exact<{
  businessName: string;
}>;

export type BusinessNoticesQueryQuery = {
  businessQuery:
    | ({ name: string; billingWarning: string | null } & {
        ' $fragmentRefs'?: { SmsUsageFragment: SmsUsageFragment };
      })
    | null;
};

export type BusinessListQueryQueryVariables = Exact<{ [key: string]: never }>;

export type BusinessListQueryQuery = {
  allBusinesses: Array<{
    name: string;
    fullName: string | null;
    status: string | null;
    createdAt: string | null;
    contactEmail: string | null;
    country: string | null;
    planAmountDue: number | null;
    prospectCompletion: number | null;
    prospectLikelihood: number | null;
    activitiesLast1d: number | null;
    activitiesLast7d: number | null;
    activitiesLast30d: number | null;
    hsDealId: string | null;
    plan: {
      planType: string | null;
      accountStatus: string | null;
      freeUntil: string | null;
      currency: string | null;
    } | null;
  }>;
};

export type CreateBusinessMutationVariables = Exact<{
  name: string;
  fullName: string;
  country: string;
  locale: string;
  timezone: string;
  contactEmail: string;
  businessWebsite: string;
  businessPhoneNumber: string;
  emailFrom: string;
  tagline: string;
  notificationsEnabled: boolean;
  notificationsEnabledOwnersOnly: boolean;
  ownerEmail?: string | null | undefined;
  ownerFirstName?: string | null | undefined;
  ownerLastName?: string | null | undefined;
}>;

export type CreateBusinessMutation = {
  createBusiness: {
    status: string;
    error: string | null;
    business: { name: string; fullName: string | null; status: string | null } | null;
  };
};

export type CheckBusinessNameAvailabilityQueryVariables = Exact<{
  business: string;
}>;

export type CheckBusinessNameAvailabilityQuery = { checkBusinessNameAvailability: { available: boolean } };

export type SelfRegisterBusinessMutationVariables = Exact<{
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  business: string;
  businessFullName: string;
  businessWebsite: string;
  country: string;
  locale: string;
  prospectActiveStudents?: string | null | undefined;
  prospectActiveLocations?: string | null | undefined;
  prospectCurrentSoftware?: string | null | undefined;
  prospectPainPoints?: string | null | undefined;
}>;

export type SelfRegisterBusinessMutation = { selfRegisterBusiness: { status: string; error: string | null } };

export type ConfirmBusinessRegistrationMutationVariables = Exact<{
  token: string;
}>;

export type ConfirmBusinessRegistrationMutation = {
  confirmBusinessRegistration: {
    status: string;
    error: string | null;
    business: { name: string; fullName: string | null } | null;
  };
};

export type SelectBusinessListQueryVariables = Exact<{ [key: string]: never }>;

export type SelectBusinessListQuery = {
  allBusinesses: Array<{ name: string; fullName: string | null; status: string | null }>;
};

export type BusinessQueryForAppQueryVariables = Exact<{
  businessName: string;
}>;

export type BusinessQueryForAppQuery = {
  businessQueryForApp: { name: string; domainReady: boolean | null } | null;
};

export type BusinessConfigFragment = {
  name: string;
  fullName: string | null;
  status: string | null;
  contactEmail: string | null;
  emailFrom: string | null;
  tagline: string | null;
  uiLogoUrl: string | null;
  uiFaviconUrl: string | null;
  uiPrimaryColor: string | null;
  uiSecondaryColor: string | null;
  federatedLoginEnabled: boolean | null;
  smsFeatureEnabled: boolean | null;
  voipEnabled: boolean | null;
} & { ' $fragmentName'?: 'BusinessConfigFragment' };

export type BusinessQueryQueryVariables = Exact<{
  businessName: string;
}>;

export type BusinessQueryQuery = {
  businessQuery: { ' $fragmentRefs'?: { BusinessConfigFragment: BusinessConfigFragment } } | null;
};

export type SudoTargetQueryVariables = Exact<{ [key: string]: never }>;

export type SudoTargetQuery = { currentUser: { id: string; email: string } };

export type FormFieldPartsFragment = {
  id: string;
  name: string;
  fieldType: string;
  showField: boolean | null;
  requireField: boolean | null;
  fieldChoices: Array<string> | null;
  conditionalFieldId: string | null;
  conditionalOptions: Array<{ selectedChoice: string | null; choices: Array<string> | null }> | null;
} & { ' $fragmentName'?: 'FormFieldPartsFragment' };

export type RegistrationBusinessQueryVariables = Exact<{
  businessName: string;
  phaseType: string;
}>;

export type RegistrationBusinessQuery = {
  businessQuery: {
    name: string;
    fullName: string | null;
    uiLogoUrl: string | null;
    welcomeMessage: string | null;
    crmWelcomeMessage: string | null;
    crmThankYouMessage: string | null;
    genderDisplayOption: string | null;
    formsPhoneNumberRequired: boolean | null;
    smsFeatureEnabled: boolean | null;
    dataCollectionPrivacyPolicyUrl: string | null;
    messagingTermsAndConditionsUrl: string | null;
    selfRegisterFields: Array<{
      ' $fragmentRefs'?: { FormFieldPartsFragment: FormFieldPartsFragment };
    }> | null;
    crmLeadCaptureFields: Array<{
      ' $fragmentRefs'?: { FormFieldPartsFragment: FormFieldPartsFragment };
    }> | null;
  } | null;
  customerJourneyPhaseByType: {
    phaseType: string;
    version: number;
    dataRequirements: Array<{
      id: string;
      fieldName: string;
      fieldType: string;
      fieldRequirement: string;
      isBuiltin: boolean;
      order: number;
      fieldOptions: Array<string>;
      conditionalFieldId: string | null;
      isAccountManagerInformation: boolean;
      conditionalOptions: Array<{ selectedChoice: string; options: Array<string> }>;
    }>;
    additionalConfig: { welcomeMessage: string | null; thankYouMessage: string | null };
  };
};

export type SelfRegisterMutationVariables = Exact<{
  input: SelfRegisterInput;
}>;

export type SelfRegisterMutation = {
  selfRegister: {
    status: string;
    error: string | null;
    myself: { id: string; dependents: Array<{ id: string }> } | null;
  };
};

export type InviteVerifyMutationVariables = Exact<{
  business: string;
  clientId: string;
  inviteCode: string;
  newPassword?: string | null | undefined;
}>;

export type InviteVerifyMutation = { inviteVerify: { status: string; error: string | null } };

export type BusinessProgressQueryVariables = Exact<{
  businessName: string;
}>;

export type BusinessProgressQuery = {
  businessProgressQuery: {
    hasBusinessSettings: boolean;
    hasLocations: boolean;
    hasServices: boolean;
    hasStaff: boolean;
    hasClients: boolean;
    hasPayment: boolean;
    hasPaymentMethod: boolean;
    hasClientNotifications: boolean;
  };
};

export const SmsUsageFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SmsUsage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Business' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'smsFeatureEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'smsTier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'smsCountTotal' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SmsUsageFragment, unknown>;
export const BusinessConfigFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BusinessConfig' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Business' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contactEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tagline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uiLogoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uiFaviconUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uiPrimaryColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uiSecondaryColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'federatedLoginEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'smsFeatureEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'voipEnabled' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessConfigFragment, unknown>;
export const FormFieldPartsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FormFieldParts' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FormField' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fieldType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'showField' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requireField' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fieldChoices' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'conditionalOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'selectedChoice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'choices' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'conditionalFieldId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FormFieldPartsFragment, unknown>;
export const LoginSimpleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LoginSimple' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'login' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'returnIdToken' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'loginSimple' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'login' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'login' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'returnIdToken' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'returnIdToken' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'idToken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refreshToken' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LoginSimpleMutation, LoginSimpleMutationVariables>;
export const LoginPasswordlessDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LoginPasswordless' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'loginPasswordless' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'idToken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refreshToken' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LoginPasswordlessMutation, LoginPasswordlessMutationVariables>;
export const LoginRefreshDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LoginRefresh' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'refreshToken' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'loginRefresh' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'refreshToken' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'refreshToken' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'idToken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refreshToken' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LoginRefreshMutation, LoginRefreshMutationVariables>;
export const LogoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Logout' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'refreshToken' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'everywhere' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'logout' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'refreshToken' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'refreshToken' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'everywhere' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'everywhere' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const RequestSelfAuthLinkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RequestSelfAuthLink' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestSelfAuthLink' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestSelfAuthLinkMutation, RequestSelfAuthLinkMutationVariables>;
export const CurrentUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CurrentUser' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
                { kind: 'Field', name: { kind: 'Name', value: 'business' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'permissions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'resource' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'allowed' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const AccountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Accounts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'accounts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'business' } },
                { kind: 'Field', name: { kind: 'Name', value: 'staffRole' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'businessDetails' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'uiLogoUrl' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountsQuery, AccountsQueryVariables>;
export const BusinessNoticesQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BusinessNoticesQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessQuery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'billingWarning' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SmsUsage' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SmsUsage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Business' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'smsFeatureEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'smsTier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'smsCountTotal' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessNoticesQueryQuery, BusinessNoticesQueryQueryVariables>;
export const BusinessListQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'businessListQuery' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'allBusinesses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contactEmail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'plan' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'planType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'accountStatus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'freeUntil' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'planAmountDue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prospectCompletion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prospectLikelihood' } },
                { kind: 'Field', name: { kind: 'Name', value: 'activitiesLast1d' } },
                { kind: 'Field', name: { kind: 'Name', value: 'activitiesLast7d' } },
                { kind: 'Field', name: { kind: 'Name', value: 'activitiesLast30d' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hsDealId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessListQueryQuery, BusinessListQueryQueryVariables>;
export const CreateBusinessDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateBusiness' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fullName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'locale' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'timezone' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'contactEmail' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessWebsite' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessPhoneNumber' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'emailFrom' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tagline' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'notificationsEnabled' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'notificationsEnabledOwnersOnly' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ownerEmail' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ownerFirstName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ownerLastName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createBusiness' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fullName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fullName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'country' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'locale' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'locale' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'timezone' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'timezone' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'contactEmail' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'contactEmail' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessWebsite' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessWebsite' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessPhoneNumber' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessPhoneNumber' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'emailFrom' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'emailFrom' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tagline' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tagline' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'notificationsEnabled' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'notificationsEnabled' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'notificationsEnabledOwnersOnly' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'notificationsEnabledOwnersOnly' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ownerEmail' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ownerEmail' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ownerFirstName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ownerFirstName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ownerLastName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ownerLastName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'business' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateBusinessMutation, CreateBusinessMutationVariables>;
export const CheckBusinessNameAvailabilityDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CheckBusinessNameAvailability' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'checkBusinessNameAvailability' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'available' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CheckBusinessNameAvailabilityQuery, CheckBusinessNameAvailabilityQueryVariables>;
export const SelfRegisterBusinessDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SelfRegisterBusiness' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'firstName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lastName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'phoneNumber' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessFullName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessWebsite' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'locale' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'prospectActiveStudents' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'prospectActiveLocations' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'prospectCurrentSoftware' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'prospectPainPoints' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selfRegisterBusiness' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'firstName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'firstName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lastName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lastName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'phoneNumber' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'phoneNumber' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessFullName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessFullName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessWebsite' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessWebsite' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'country' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'locale' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'locale' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'prospectActiveStudents' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'prospectActiveStudents' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'prospectActiveLocations' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'prospectActiveLocations' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'prospectCurrentSoftware' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'prospectCurrentSoftware' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'prospectPainPoints' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'prospectPainPoints' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SelfRegisterBusinessMutation, SelfRegisterBusinessMutationVariables>;
export const ConfirmBusinessRegistrationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmBusinessRegistration' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmBusinessRegistration' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'business' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  ConfirmBusinessRegistrationMutation,
  ConfirmBusinessRegistrationMutationVariables
>;
export const SelectBusinessListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SelectBusinessList' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'allBusinesses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SelectBusinessListQuery, SelectBusinessListQueryVariables>;
export const BusinessQueryForAppDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BusinessQueryForApp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessQueryForApp' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'domainReady' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessQueryForAppQuery, BusinessQueryForAppQueryVariables>;
export const BusinessQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BusinessQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessQuery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BusinessConfig' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BusinessConfig' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Business' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contactEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tagline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uiLogoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uiFaviconUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uiPrimaryColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uiSecondaryColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'federatedLoginEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'smsFeatureEnabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'voipEnabled' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessQueryQuery, BusinessQueryQueryVariables>;
export const SudoTargetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SudoTarget' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SudoTargetQuery, SudoTargetQueryVariables>;
export const RegistrationBusinessDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RegistrationBusiness' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'phaseType' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessQuery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uiLogoUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'welcomeMessage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'crmWelcomeMessage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'crmThankYouMessage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'genderDisplayOption' } },
                { kind: 'Field', name: { kind: 'Name', value: 'formsPhoneNumberRequired' } },
                { kind: 'Field', name: { kind: 'Name', value: 'smsFeatureEnabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dataCollectionPrivacyPolicyUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'messagingTermsAndConditionsUrl' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selfRegisterFields' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FormFieldParts' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'crmLeadCaptureFields' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FormFieldParts' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customerJourneyPhaseByType' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'phaseType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'phaseType' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'phaseType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'dataRequirements' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fieldName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fieldType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fieldRequirement' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isBuiltin' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'order' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fieldOptions' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'conditionalOptions' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'selectedChoice' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'options' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'conditionalFieldId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isAccountManagerInformation' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'additionalConfig' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'welcomeMessage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'thankYouMessage' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FormFieldParts' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FormField' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fieldType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'showField' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requireField' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fieldChoices' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'conditionalOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'selectedChoice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'choices' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'conditionalFieldId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegistrationBusinessQuery, RegistrationBusinessQueryVariables>;
export const SelfRegisterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SelfRegister' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SelfRegisterInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selfRegister' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'myself' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'dependents' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SelfRegisterMutation, SelfRegisterMutationVariables>;
export const InviteVerifyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'InviteVerify' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'inviteCode' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inviteVerify' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'business' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'business' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'inviteCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'inviteCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'newPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InviteVerifyMutation, InviteVerifyMutationVariables>;
export const BusinessProgressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BusinessProgress' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessProgressQuery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'hasBusinessSettings' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasLocations' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasServices' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasStaff' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasClients' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasPayment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasPaymentMethod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasClientNotifications' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessProgressQuery, BusinessProgressQueryVariables>;

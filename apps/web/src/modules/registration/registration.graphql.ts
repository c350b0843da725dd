import { graphql } from '../../gql';
import type {
  DependentInput,
  FormFieldPartsFragment,
  RegistrationBusinessQuery,
  SelfRegisterInput,
  SelfRegisterMutation,
} from '../../gql/graphql';

/** A form field row of the business (001 §3.14), as the public forms read it. */
export const FORM_FIELD_PARTS = graphql(`
  fragment FormFieldParts on FormField {
    id
    name
    fieldType
    showField
    requireField
    fieldChoices
    conditionalOptions {
      selectedChoice
      choices
    }
    conditionalFieldId
  }
`);

/**
 * What the public registration, lead and invitation pages read (001 §2.12, §3.14, §3.15): the
 * business's form settings, and the form's customer-journey phase (REGISTRATION or LEAD_FORM).
 */
export const REGISTRATION_BUSINESS = graphql(`
  query RegistrationBusiness($businessName: ID!, $phaseType: String!) {
    businessQuery(businessName: $businessName) {
      name
      fullName
      uiLogoUrl
      welcomeMessage
      crmWelcomeMessage
      crmThankYouMessage
      genderDisplayOption
      formsPhoneNumberRequired
      smsFeatureEnabled
      dataCollectionPrivacyPolicyUrl
      messagingTermsAndConditionsUrl
      selfRegisterFields {
        ...FormFieldParts
      }
      crmLeadCaptureFields {
        ...FormFieldParts
      }
    }
    customerJourneyPhaseByType(business: $businessName, phaseType: $phaseType) {
      phaseType
      version
      dataRequirements {
        id
        fieldName
        fieldType
        fieldRequirement
        isBuiltin
        order
        fieldOptions
        conditionalOptions {
          selectedChoice
          options
        }
        conditionalFieldId
        isAccountManagerInformation
      }
      additionalConfig {
        welcomeMessage
        thankYouMessage
      }
    }
  }
`);

/** Self-registration and lead capture (001 §3.16): the holder and dependents, or a prospect. */
export const SELF_REGISTER = graphql(`
  mutation SelfRegister($input: SelfRegisterInput!) {
    selfRegister(input: $input) {
      status
      error
      myself {
        id
        dependents {
          id
        }
      }
    }
  }
`);

/** The invitation link's check (001 §4.4): spends the code and sets the person's password. */
export const INVITE_VERIFY = graphql(`
  mutation InviteVerify($business: ID!, $clientId: ID!, $inviteCode: String!, $newPassword: String) {
    inviteVerify(
      business: $business
      clientId: $clientId
      inviteCode: $inviteCode
      newPassword: $newPassword
    ) {
      status
      error
    }
  }
`);

export type RegistrationBusiness = NonNullable<RegistrationBusinessQuery['businessQuery']>;
export type JourneyPhase = RegistrationBusinessQuery['customerJourneyPhaseByType'];
export type FormFieldParts = FormFieldPartsFragment;
export type { DependentInput, SelfRegisterInput };
export type SelfRegisterResult = SelfRegisterMutation['selfRegister'];

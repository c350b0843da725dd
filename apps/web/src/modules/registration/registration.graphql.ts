import { graphql } from '../../gql';
import type { FormFieldPartsFragment, RegistrationBusinessQuery } from '../../gql/graphql';

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

/** What the public registration, lead and invitation pages read of the business (001 §2.12, §3.15). */
export const REGISTRATION_BUSINESS = graphql(`
  query RegistrationBusiness($businessName: ID!) {
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
  }
`);

export type RegistrationBusiness = NonNullable<RegistrationBusinessQuery['businessQuery']>;
export type FormFieldParts = FormFieldPartsFragment;

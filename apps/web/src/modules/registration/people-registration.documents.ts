import { gql, type TypedDocumentNode } from '@apollo/client';

/**
 * The people subgraph's registration calls (001 §3.16, §4.4, §7.4), typed by hand from their
 * documented shapes: self-registration and the invitation check.
 */

export interface SelfRegisterDependentInput {
  firstName: string;
  lastName: string;
  gender?: string | null;
  /** YYYY-MM-DD */
  birthdate?: string | null;
  /** JSON keyed by field name. */
  leadCaptureFields?: string | null;
}

/** The self-registration input (001 §3.16). */
export interface SelfRegisterInput {
  business: string;
  email: string;
  password?: string | null;
  firstName: string;
  lastName: string;
  middleName?: string | null;
  phones?: string[] | null;
  street?: string | null;
  zipCode?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  birthdate?: string | null;
  timezone?: string | null;
  gender?: string | null;
  profilePhoto?: string | null;
  dependents?: SelfRegisterDependentInput[] | null;
  leadCaptureFields?: string | null;
  clientStatus?: string | null;
  clientTags?: string[] | null;
  /** JSON of the page's utm_* query parameters. */
  utmParameters?: string | null;
  leadForm?: boolean | null;
}

export interface SelfRegisterResult {
  status: string;
  error: string | null;
  myself: { id: string; dependents: { id: string }[] } | null;
}

export const SELF_REGISTER: TypedDocumentNode<
  { selfRegister: SelfRegisterResult },
  { input: SelfRegisterInput }
> = gql`
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
`;

export interface InviteVerifyVariables {
  business: string;
  clientId: string;
  inviteCode: string;
  newPassword?: string | null;
}

export const INVITE_VERIFY: TypedDocumentNode<
  { inviteVerify: { status: string; error: string | null } },
  InviteVerifyVariables
> = gql`
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
`;

import { overridesFromStaffFlags } from '@tempo/permissions';
import { BusinessEntity } from '../business/business.entity';
import { AccountEntity, PermissionEntry } from './account.entity';
import { Account } from './account.model';
import { UserEntity } from './user.entity';

const fullName = (a: { firstName: string | null; lastName: string | null }) =>
  [a.firstName, a.lastName].filter(Boolean).join(' ') || null;

/**
 * The account's permission overrides: those stored on it, then the allow overrides its
 * person's staff permission flags grant (001 §6). A stored deny still wins (can()).
 */
export const accountOverrides = (a: Pick<AccountEntity, 'permissions' | 'staffFlags'>): PermissionEntry[] => [
  ...a.permissions,
  ...overridesFromStaffFlags(a.staffFlags ?? {}),
];

/** An account as the API shows it (000 §3.3): its name, its user's e-mail and photo, a summary of its business. */
export function accountView(a: AccountEntity, user: UserEntity, b: BusinessEntity): Account {
  const s = b.settings as Record<string, string | null | undefined>;
  return {
    id: a.id,
    name: fullName(a) ?? fullName(user),
    email: user.email,
    business: a.business,
    profilePhoto: user.profilePhoto,
    staffRole: a.staffRole,
    permissions: accountOverrides(a),
    businessDetails: {
      name: b.name,
      status: b.status,
      fullName: b.fullName,
      contactEmail: b.contactEmail,
      uiLogoUrl: s.uiLogoUrl,
      uiBackgroundImageUrl: s.uiBackgroundImageUrl,
      uiPrimaryColor: s.uiPrimaryColor,
      uiSecondaryColor: s.uiSecondaryColor,
      paymentGatewayId: s.paymentGatewayId,
      tagline: s.tagline,
    },
  };
}

import { Inject, Injectable } from '@nestjs/common';
import { isStrongPassword, isUuid } from '@tempo/contracts';
import { signInviteToken, verifyInviteToken } from '@tempo/auth';
import { newId } from '@tempo/db';
import { UserError } from '@tempo/graphql';
import { PEOPLE_TEXTS } from '@tempo/people-rules';
import { businessOrigin } from '@tempo/subgraph';
import { PEOPLE_CONFIG, PeopleConfig } from '../config';
import { EmailTakenError, IdentityClient } from '../identity/identity.client';
import { PersonEntity } from '../people/person.entity';
import { PeopleStore } from '../people/people.store';

export const INVITE_PATH = '/invite';
const invalid = () => new UserError(PEOPLE_TEXTS.inviteInvalid);

/**
 * Invitations (001 §4.4): staff invite a person with an e-mail; the mailed
 * link carries a signed, single-use code; inviteVerify sets the person's
 * password in identity and spends the code.
 */
@Injectable()
export class InviteService {
  constructor(
    private readonly store: PeopleStore,
    private readonly identity: IdentityClient,
    @Inject(PEOPLE_CONFIG) private readonly config: PeopleConfig,
  ) {}

  async invite(business: string, personId: string): Promise<void> {
    const inviteId = newId();
    const person = await this.store.db.withTenant(business, async (em) => {
      const row = await this.store.get(em, business, personId);
      if (!row.email) throw new UserError('This person has no e-mail address to invite');
      await em.update(PersonEntity, { business, id: row.id }, { inviteId });
      return row;
    });
    const email = person.email ?? '';
    const code = await signInviteToken(
      { inviteId, business, email },
      this.config.SERVICE_TOKEN_SECRET,
      this.config.INVITE_TTL_SECONDS,
    );
    const query = new URLSearchParams({ clientId: person.id, code }).toString();
    const link = `${businessOrigin(this.config, business)}${INVITE_PATH}?${query}`;
    await this.identity.inviteMail({ business, email, firstName: person.firstName, link });
  }

  async verify(business: string, personId: string, code: string, password: string | null): Promise<void> {
    const claims = await verifyInviteToken(code, this.config.SERVICE_TOKEN_SECRET).catch(() => null);
    if (!claims || claims.business !== business) throw invalid();
    if (password && !isStrongPassword(password)) throw new UserError(PEOPLE_TEXTS.passwordComplexity);
    await this.store.db.withTenant(business, async (em) => {
      const row = await em
        .createQueryBuilder(PersonEntity, 'p')
        .addSelect('p.inviteId')
        .where('p.id = :id', { id: isUuid(personId) ? personId : null })
        .getOne();
      if (!row || row.inviteId !== claims.inviteId || row.email !== claims.email) throw invalid();
      await em.update(PersonEntity, { business, id: row.id }, { inviteId: null });
      await this.identity
        .credentials({
          business,
          personId: row.id,
          email: row.email ?? '',
          firstName: row.firstName,
          lastName: row.lastName,
          staffRole: row.staffRole,
          password,
          replacePassword: !!password,
        })
        .catch((e: unknown) => {
          // Another account of the business signs in with this e-mail: the spec's text for it.
          throw e instanceof EmailTakenError ? new UserError(PEOPLE_TEXTS.emailInUse) : e;
        });
    });
  }
}

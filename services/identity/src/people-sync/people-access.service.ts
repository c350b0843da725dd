import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { InternalCredentialsResponse } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { Mailer } from '../auth/mailer';
import { hashPassword } from '../auth/password';
import { BusinessEntity } from '../business/business.entity';
import type { CredentialsInput, InviteMailInput } from '../internal/people-requests';
import { UserEntity } from '../users/user.entity';
import { findUserByEmail } from '../users/user-records';
import { syncAccount } from './account-sync';
import { invitationMail } from './invite-mail';

/** What the people subgraph asks of identity directly: a person's sign-in, and invitation mails. */
@Injectable()
export class PeopleAccessService {
  constructor(
    private readonly db: TenantDb,
    private readonly mailer: Mailer,
  ) {}

  private async business(em: EntityManager, name: string): Promise<BusinessEntity> {
    const biz = await em.findOne(BusinessEntity, { where: { name } });
    if (!biz) throw new NotFoundException({ error: 'unknown_business', message: `No business ${name}` });
    return biz;
  }

  /**
   * Makes the person able to sign in to the business: the user of the e-mail (created when
   * missing, with the password when one is given) and the account of the person's id. An
   * existing user's password is replaced only when asked (an invite proved the e-mail, which
   * is then verified). 409 when another account of the business holds the user (email_taken),
   * or the id is an account of another business (account_id_taken); nothing is written then.
   */
  credentials(input: CredentialsInput): Promise<InternalCredentialsResponse> {
    const { business, personId: id } = input;
    return this.db.withTenant(business, async (em) => {
      await this.business(em, business);
      const wanted = {
        id,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        staffRole: input.staffRole,
      };
      const existing = await findUserByEmail(em, input.email);
      const { plan, userId } = await syncAccount(
        em,
        null,
        business,
        { id, wanted },
        { rekey: false, password: existing ? null : input.password },
      );
      if (plan.kind === 'conflict') {
        const error = plan.reason === 'id_taken' ? 'account_id_taken' : 'email_taken';
        throw new ConflictException({ error });
      }
      // Short of a conflict, the account exists afterwards, so it has a user. An invitation proved
      // the e-mail: its password is set on that user, even one written meanwhile by the consumer.
      if (input.replacePassword && input.password) {
        const passwordHash = await hashPassword(input.password);
        await em.update(UserEntity, { id: userId! }, { passwordHash, emailVerified: true });
      }
      return { accountId: id, userId: userId!, existingUser: !!existing };
    });
  }

  /** Mails an invitation to join the business, from the business's sender. */
  async inviteMail(input: InviteMailInput): Promise<void> {
    const biz = await this.db.withTenant(input.business, (em) => this.business(em, input.business));
    await this.mailer.send(invitationMail(this.mailer.platform, biz, input));
  }
}

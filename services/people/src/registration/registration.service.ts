import { Injectable } from '@nestjs/common';
import { ActorContext, isStrongPassword } from '@tempo/contracts';
import { UserError } from '@tempo/graphql';
import { PEOPLE_LIMITS, PEOPLE_TEXTS } from '@tempo/people-rules';
import { FamilyStore } from '../families/family.store';
import { EmailTakenError, IdentityClient } from '../identity/identity.client';
import { cleanTags } from '../people/people-rules';
import { contactDraft } from '../people/person-draft';
import { PeopleStore } from '../people/people.store';
import { PersonEntity } from '../people/person.entity';
import { parseLeadFields } from '../self/lead-fields';
import { dependentDraft } from '../self/self.service';
import { SelfRegisterInput } from './registration.model';

const exists = () => new UserError(PEOPLE_TEXTS.accountExistsServer);

/**
 * selfRegister (001 §3.16, §4.6): the account holder and their dependents in
 * one transaction; for a registration (not a lead form) identity gives the
 * holder sign-in credentials before it commits, so the client can sign in
 * with e-mail and password at once.
 */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly store: PeopleStore,
    private readonly family: FamilyStore,
    private readonly identity: IdentityClient,
  ) {}

  register(
    actor: ActorContext,
    business: string,
    input: SelfRegisterInput,
  ): Promise<{ holder: PersonEntity; dependents: PersonEntity[] }> {
    const lead = input.leadForm === true;
    if (!input.email?.trim()) throw new UserError(PEOPLE_TEXTS.validEmailRequired);
    if (input.password && !isStrongPassword(input.password))
      throw new UserError(PEOPLE_TEXTS.passwordComplexityServer);
    const today = this.store.today();
    const {
      business: _b,
      dependents: _d,
      password: _p,
      clientStatus,
      clientTags,
      utmParameters,
      leadForm: _l,
      ...fields
    } = input;
    const draft = {
      ...contactDraft(
        null,
        { ...fields, leadCaptureFields: undefined } as never,
        today,
        PEOPLE_LIMITS.accountHolderName,
      ),
      status: clientStatus?.trim() || (lead ? 'Prospect' : null),
      tags: cleanTags(clientTags ?? []),
      leadCaptureFields: parseLeadFields(input.leadCaptureFields),
      utmParameters: parseLeadFields(utmParameters),
    };
    const dependents = (input.dependents ?? []).map((d) => dependentDraft(d, today));
    return this.store.db.withTenant(business, async (em) => {
      if (await em.findOne(PersonEntity, { where: { business, email: draft.email ?? '' } })) throw exists();
      const holder = await this.store.insert(em, actor, business, draft);
      const kids: PersonEntity[] = [];
      for (const d of dependents) {
        const kid = await this.store.insert(em, actor, business, {
          ...d,
          status: draft.status,
          tags: draft.tags,
        });
        await this.family.link(em, business, holder.id, kid.id, 'dependents');
        kids.push(kid);
      }
      if (!lead) await this.signIn(holder, input.password ?? null);
      return { holder, dependents: kids };
    });
  }

  private async signIn(holder: PersonEntity, password: string | null): Promise<void> {
    try {
      await this.identity.credentials({
        business: holder.business,
        personId: holder.id,
        email: holder.email ?? '',
        firstName: holder.firstName,
        lastName: holder.lastName,
        staffRole: null,
        password,
      });
    } catch (e) {
      if (e instanceof EmailTakenError) throw exists();
      throw e;
    }
  }
}

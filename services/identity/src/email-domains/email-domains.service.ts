import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ActorContext, MAX_EMAIL_DOMAINS, UserErrorCode, userErrorText } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { UserError } from '@tempo/graphql';
import { domainOf } from '../auth/mailer';
import { BusinessEntity } from '../business/business.entity';
import { BusinessService } from '../business/business.service';
import { IDENTITY_CONFIG, IdentityConfig } from '../config';
import { TXT_RESOLVER, TxtResolver } from './dns-resolver';
import {
  dnsRecordsFor,
  EmailDomainStatus,
  hasVerificationRecord,
  isWithin,
  normalizeDomain,
  StoredEmailDomain,
  verificationRecord,
  verificationToken,
} from './email-domain-records';

/** The business's e-mail domains as stored in its settings. */
export const emailDomainsOf = (b: BusinessEntity): StoredEmailDomain[] =>
  (b.settings.emailDomains as StoredEmailDomain[] | undefined) ?? [];

const withStatus = (list: StoredEmailDomain[], domain: string, status: EmailDomainStatus) =>
  list.map((d) => (d.domain === domain ? { ...d, status } : d));

export interface EmailDomainOutcome {
  business: BusinessEntity;
  error: string | null;
}

/**
 * A business's own e-mail domains (000 §3.1 emailDomains): added with the DNS records to
 * publish, verified through the TXT resolver, removed. Only a VERIFIED domain lets the
 * business's emailFrom be the From of its mail; one domain is verified by one business.
 */
@Injectable()
export class EmailDomainsService {
  private readonly log = new Logger(EmailDomainsService.name);

  constructor(
    private readonly db: TenantDb,
    private readonly businesses: BusinessService,
    @Inject(TXT_RESOLVER) private readonly resolver: TxtResolver,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  private get platformMailDomain(): string {
    return domainOf(this.config.MAIL_FROM);
  }

  private domain(input: string): string {
    const domain = normalizeDomain(input);
    if (!domain) throw UserError.of(UserErrorCode.EMAIL_DOMAIN_INVALID);
    if (isWithin(domain, this.platformMailDomain) || isWithin(domain, this.config.PUBLIC_DOMAIN))
      throw UserError.of(UserErrorCode.EMAIL_DOMAIN_OF_PLATFORM);
    return domain;
  }

  /** The other business that has `domain` verified, if any. */
  private async verifiedElsewhere(domain: string, business: string): Promise<string | null> {
    return this.db.withPlatform(async (em) => this.verifiedBy(em, domain, business));
  }

  private async verifiedBy(
    em: { query(sql: string, params?: unknown[]): Promise<unknown> },
    domain: string,
    business: string,
  ): Promise<string | null> {
    const rows = (await em.query(
      `SELECT name FROM business WHERE name <> $1 AND settings->'emailDomains' @> $2::jsonb LIMIT 1`,
      [business, JSON.stringify([{ domain, status: EmailDomainStatus.VERIFIED }])],
    )) as Array<{ name: string }>;
    return rows[0]?.name ?? null;
  }

  /** addEmailDomain: a PENDING domain with its DNS records (a fresh verification token). */
  async add(actor: ActorContext, business: string, input: string): Promise<BusinessEntity> {
    const domain = this.domain(input);
    if (await this.verifiedElsewhere(domain, business)) throw UserError.of(UserErrorCode.EMAIL_DOMAIN_TAKEN);
    return this.businesses.update(actor, business, (b) => {
      const list = emailDomainsOf(b);
      if (list.some((d) => d.domain === domain)) throw UserError.of(UserErrorCode.EMAIL_DOMAIN_DUPLICATE);
      if (list.length >= MAX_EMAIL_DOMAINS) throw UserError.of(UserErrorCode.EMAIL_DOMAIN_TOO_MANY);
      const entry: StoredEmailDomain = {
        domain,
        status: EmailDomainStatus.PENDING,
        dnsRecords: dnsRecordsFor(domain, verificationToken(), this.platformMailDomain),
      };
      return { emailDomains: [...list, entry] };
    });
  }

  /** removeEmailDomain. */
  async remove(actor: ActorContext, business: string, input: string): Promise<BusinessEntity> {
    const domain = normalizeDomain(input) ?? '';
    return this.businesses.update(actor, business, (b) => {
      const list = emailDomainsOf(b);
      if (!list.some((d) => d.domain === domain))
        throw UserError.of(UserErrorCode.EMAIL_DOMAIN_NOT_FOUND, input);
      return { emailDomains: list.filter((d) => d.domain !== domain) };
    });
  }

  /**
   * verifyEmailDomain: looks up the ownership TXT record. Found: VERIFIED, unless another
   * business verified the domain first (FAILED). Not found: FAILED, with the record to publish
   * in the error. A failed lookup changes nothing.
   */
  async verify(actor: ActorContext, business: string, input: string): Promise<EmailDomainOutcome> {
    const domain = normalizeDomain(input) ?? '';
    const entry = emailDomainsOf(await this.businesses.get(business)).find((d) => d.domain === domain);
    const record = entry && verificationRecord(entry);
    if (!entry || !record) throw UserError.of(UserErrorCode.EMAIL_DOMAIN_NOT_FOUND, input);
    let found: boolean;
    try {
      found = hasVerificationRecord(await this.resolver.resolveTxt(record.name), record.value);
    } catch (e) {
      this.log.warn(`TXT lookup of ${record.name} failed: ${(e as { code?: string }).code ?? 'error'}`);
      throw UserError.of(UserErrorCode.EMAIL_DOMAIN_LOOKUP_FAILED, record.name);
    }
    const patch = (status: EmailDomainStatus) => (b: BusinessEntity) => ({
      emailDomains: withStatus(emailDomainsOf(b), domain, status),
    });
    const setStatus = (em: EntityManager, status: EmailDomainStatus) =>
      this.businesses.updateIn(em, actor, business, patch(status));
    if (!found) {
      return {
        business: await this.businesses.update(actor, business, patch(EmailDomainStatus.FAILED)),
        error: userErrorText(UserErrorCode.EMAIL_DOMAIN_RECORD_MISSING, record.name, record.value),
      };
    }
    // One business per verified domain: the check and the write run under a lock on the domain.
    return this.db.withPlatform(async (em) => {
      await em.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`email-domain:${domain}`]);
      if (await this.verifiedBy(em, domain, business)) {
        return {
          business: await setStatus(em, EmailDomainStatus.FAILED),
          error: userErrorText(UserErrorCode.EMAIL_DOMAIN_TAKEN),
        };
      }
      return { business: await setStatus(em, EmailDomainStatus.VERIFIED), error: null };
    });
  }
}

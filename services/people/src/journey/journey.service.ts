import { Inject, Injectable } from '@nestjs/common';
import { Clock, CLOCK } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { UserError } from '@tempo/graphql';
import { PEOPLE_TEXTS } from '@tempo/people-rules';
import { CustomerJourneyPhaseEntity } from './journey-phase.entity';
import {
  checkPhaseType,
  cleanConfig,
  cleanRequirements,
  defaultRequirements,
  EMPTY_CONFIG,
  PHASE_TYPES,
} from './journey-rules';
import type { CustomerJourneyPhase, DataRequirementInput, PhaseAdditionalConfigInput } from './journey.model';

/**
 * Customer journey phases (001 §3.14, §7.4): read by the public forms, saved
 * by managers with the version they read; a save over a newer version
 * changes nothing and answers the stale-version text.
 */
@Injectable()
export class JourneyService {
  constructor(
    private readonly db: TenantDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private view(
    business: string,
    phaseType: string,
    row: CustomerJourneyPhaseEntity | null,
  ): CustomerJourneyPhase {
    return {
      business,
      phaseType,
      createdAt: (row?.createdAt ?? this.clock.now()).toISOString(),
      version: row?.version ?? 0,
      dataRequirements: row?.dataRequirements ?? defaultRequirements(phaseType),
      additionalConfig: row?.additionalConfig ?? EMPTY_CONFIG,
    };
  }

  byType(business: string, phaseType: string): Promise<CustomerJourneyPhase> {
    const type = checkPhaseType(phaseType);
    return this.db.withTenant(business, async (em) =>
      this.view(
        business,
        type,
        await em.findOne(CustomerJourneyPhaseEntity, { where: { business, phaseType: type } }),
      ),
    );
  }

  all(business: string): Promise<CustomerJourneyPhase[]> {
    return this.db.withTenant(business, async (em) => {
      const rows = await em.find(CustomerJourneyPhaseEntity, { where: { business } });
      return PHASE_TYPES.map((t) => this.view(business, t, rows.find((r) => r.phaseType === t) ?? null));
    });
  }

  update(
    business: string,
    phaseType: string,
    fields: readonly DataRequirementInput[],
    config: PhaseAdditionalConfigInput | null | undefined,
    expectedVersion: number,
  ): Promise<CustomerJourneyPhase> {
    const type = checkPhaseType(phaseType);
    const dataRequirements = cleanRequirements(fields);
    const additionalConfig = cleanConfig(config);
    const now = this.clock.now();
    return this.db.withTenant(business, async (em) => {
      const version = expectedVersion + 1;
      const res =
        expectedVersion === 0
          ? await em
              .createQueryBuilder()
              .insert()
              .into(CustomerJourneyPhaseEntity)
              .values({
                business,
                phaseType: type,
                version,
                dataRequirements,
                additionalConfig,
                createdAt: now,
                updatedAt: now,
              })
              .orIgnore()
              .execute()
              .then((r) => r.identifiers.filter(Boolean).length)
          : await em
              .update(
                CustomerJourneyPhaseEntity,
                { business, phaseType: type, version: expectedVersion },
                { version, dataRequirements, additionalConfig, updatedAt: now },
              )
              .then((r) => r.affected ?? 0);
      if (!res) throw new UserError(PEOPLE_TEXTS.staleVersion);
      return this.view(
        business,
        type,
        await em.findOne(CustomerJourneyPhaseEntity, { where: { business, phaseType: type } }),
      );
    });
  }
}

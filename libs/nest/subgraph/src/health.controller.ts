import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { TenantDb } from '@tempo/db';

/** Liveness on both ports; readiness (the database answers) on the internal port only. */
@Controller()
export class HealthController {
  constructor(private readonly db: TenantDb) {}

  @Get('healthz')
  @HttpCode(200)
  health() {
    return { status: 'ok' };
  }

  @Get('readyz')
  @HttpCode(200)
  async ready() {
    try {
      await this.db.withoutTenant((em) => em.query('SELECT 1'));
    } catch {
      throw new ServiceUnavailableException({ status: 'unavailable', reason: 'database' });
    }
    return { status: 'ready' };
  }
}

import { Module } from '@nestjs/common';
import { PeopleHoursResolver, StaffHoursResolver } from './staff-hours.resolver';
import { StaffHoursService } from './staff-hours.service';

/** Staff open and blocked hours: rules (staff-hours-rules.ts), store, service, People fields and mutations. */
@Module({
  providers: [StaffHoursService, StaffHoursResolver, PeopleHoursResolver],
  exports: [StaffHoursService],
})
export class StaffHoursModule {}

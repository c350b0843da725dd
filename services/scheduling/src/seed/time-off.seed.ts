import { type Clock, CLOCK } from '@tempo/contracts';
import { businessSettings } from '../directory/directory.reader';
import { requestPeriod } from '../time-off/time-off-rules';
import { TimeOffRequestEntity } from '../time-off/time-off-request.entity';
import { processApprovalIn, submittedRequest } from '../time-off/time-off.store';
import { DEMO_BUSINESS, demoId } from './demo-ids';
import type { SeedPart } from './seed';
import { demoStaff, localDateAfter, localWeekday } from './staff-hours.seed';

/**
 * Two time off requests: the drum teacher's approved two days in a fortnight
 * (with their blocked hours) and the cello teacher's pending Saturday.
 */
export const timeOffSeed: SeedPart = async (em, app) => {
  const approvedId = demoId('time-off-approved');
  const pendingId = demoId('time-off-pending');
  if (await em.exists(TimeOffRequestEntity, { where: { business: DEMO_BUSINESS, id: approvedId } }))
    return [];
  const now = app.get<Clock>(CLOCK).now();
  const staff = await demoStaff(em, 0); // the staff hours part waited for them
  const byEmail = (email: string) => staff.find((s) => s.email === email);
  const [drums, cello, manager] = [
    byEmail('staff@demo.example'),
    byEmail('limited@demo.example'),
    byEmail('manager@demo.example'),
  ];
  if (!drums || !cello) return ['no demo time off (the teachers are not in the staff copy yet)'];
  const settings = await businessSettings(em, DEMO_BUSINESS);
  const zone = settings.timezone;
  const category = settings.timeOffCategories[0] ?? null;
  const request = (id: string, requesterId: string, from: number, to: number, note: string) =>
    submittedRequest(
      {
        id,
        business: DEMO_BUSINESS,
        requesterId,
        category,
        note,
        ...requestPeriod(
          { startAt: localDateAfter(now, zone, from), endAt: localDateAfter(now, zone, to), allDay: true },
          zone,
        ),
        timezone: zone,
      },
      now,
    );
  const approved: TimeOffRequestEntity = {
    ...request(approvedId, drums.id, 14, 15, 'Family wedding'),
    status: 'APPROVED',
    processStatus: 'PENDING_PROCESSING',
    reviewerId: manager?.id ?? null,
    reviewedAt: now,
    reviewNote: 'Enjoy!',
  };
  await em.insert(TimeOffRequestEntity, approved);
  await processApprovalIn(em, approved, now);
  const saturday = (6 - localWeekday(now, zone) + 7) % 7;
  await em.insert(
    TimeOffRequestEntity,
    request(pendingId, cello.id, saturday + 21, saturday + 21, 'Orchestra tour'),
  );
  return ['time off: an approved request (with its blocked hours) and a pending one'];
};

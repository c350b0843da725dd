import type { ActorContext } from '@tempo/contracts';
import { actorAs } from '../common/actor.fixture';
import {
  clientScope,
  isOwnTeacher,
  mayCancelEvent,
  mayCancelParticipation,
  mayChangeEvent,
  mayReadEvent,
  mayTakeAttendance,
  seesAllEvents,
  selfAndDependents,
} from './calendar-access';

const TEACHER = 'teacher';
const OTHER_TEACHER = 'other-teacher';
const PARENT = 'parent';
const CHILD = 'child';
const STRANGER = 'stranger';

const child = { id: CHILD, accountManagerIds: [PARENT] };
const parent = { id: PARENT, accountManagerIds: [] };
const lesson = { primaryStaffId: TEACHER, staffIds: [TEACHER], clients: [child] };
const substitute = { primaryStaffId: OTHER_TEACHER, staffIds: [OTHER_TEACHER, TEACHER], clients: [] };
const withFlags = (actor: ActorContext, ...grants: [string, string][]): ActorContext => ({
  ...actor,
  overrides: grants.map(([action, resource]) => ({ action, resource, allowed: true })),
});

describe('who reads which event', () => {
  it('lets staff with the calendar and superusers read every event', () => {
    for (const role of ['staff', 'manager', 'owner', 'superuser']) {
      expect(seesAllEvents(actorAs(role, STRANGER))).toBe(true);
      expect(mayReadEvent(actorAs(role, STRANGER), lesson)).toBe(true);
    }
  });

  it('lets a limited staff member read only the events they teach, as primary or as one of the staff', () => {
    const me = actorAs('limited_staff', TEACHER);
    expect(seesAllEvents(me)).toBe(false);
    expect(mayReadEvent(me, lesson)).toBe(true);
    expect(mayReadEvent(me, substitute)).toBe(true);
    expect(mayReadEvent(actorAs('limited_staff', STRANGER), lesson)).toBe(false);
  });

  it('lets a limited staff member granted the calendar read every event', () => {
    expect(mayReadEvent(withFlags(actorAs('limited_staff', STRANGER), ['list', 'EVENTS']), lesson)).toBe(
      true,
    );
  });

  it('lets a client read the events they or their dependents take part in, and no other', () => {
    expect(mayReadEvent(actorAs('client', CHILD), lesson)).toBe(true);
    expect(mayReadEvent(actorAs('client', PARENT), lesson)).toBe(true);
    expect(mayReadEvent(actorAs('client', STRANGER), lesson)).toBe(false);
    expect(mayReadEvent(actorAs('client', PARENT), substitute)).toBe(false);
  });

  it('gives nothing to a visitor', () => {
    expect(mayReadEvent(actorAs('visitor', null as unknown as string), lesson)).toBe(false);
  });
});

describe('whom a client reaches', () => {
  it('is themself and the dependents they manage', () => {
    const sibling = { id: 'sibling', accountManagerIds: ['someone-else'] };
    expect(clientScope(actorAs('client', PARENT), [parent, child, sibling])).toEqual([PARENT, CHILD]);
    expect(selfAndDependents(actorAs('client', PARENT), [child, sibling])).toEqual([PARENT, CHILD]);
    expect(clientScope(actorAs('staff', STRANGER), [parent, child, sibling])).toEqual([
      PARENT,
      CHILD,
      'sibling',
    ]);
  });

  it('is nobody without an account', () => {
    expect(selfAndDependents(actorAs('client', null as unknown as string), [child])).toEqual([]);
  });
});

describe('who changes which event', () => {
  it('knows the event’s own teachers', () => {
    expect(isOwnTeacher(actorAs('limited_staff', TEACHER), lesson)).toBe(true);
    expect(isOwnTeacher(actorAs('limited_staff', TEACHER), substitute)).toBe(true);
    expect(isOwnTeacher(actorAs('limited_staff', OTHER_TEACHER), lesson)).toBe(false);
  });

  it('lets staff change and cancel any event, a limited staff member only their own with the flags', () => {
    expect(mayChangeEvent(actorAs('staff', STRANGER), lesson)).toBe(true);
    expect(mayCancelEvent(actorAs('staff', STRANGER), lesson)).toBe(true);
    const teacher = actorAs('limited_staff', TEACHER);
    expect(mayChangeEvent(teacher, lesson)).toBe(false);
    expect(mayCancelEvent(teacher, lesson)).toBe(false);
    const flagged = withFlags(teacher, ['update', 'OWN_APPOINTMENT'], ['cancel', 'OWN_APPOINTMENT']);
    expect(mayChangeEvent(flagged, lesson)).toBe(true);
    expect(mayCancelEvent(flagged, lesson)).toBe(true);
    expect(
      mayChangeEvent(withFlags(actorAs('limited_staff', STRANGER), ['update', 'OWN_APPOINTMENT']), lesson),
    ).toBe(false);
  });

  it('lets staff take any attendance, a teacher with canTakeOwnAttendance their own', () => {
    expect(mayTakeAttendance(actorAs('staff', STRANGER), lesson)).toBe(true);
    expect(mayTakeAttendance(actorAs('limited_staff', TEACHER), lesson)).toBe(false);
    const flagged = withFlags(actorAs('limited_staff', TEACHER), ['update', 'OWN_EVENT_PARTICIPANT_STATUS']);
    expect(mayTakeAttendance(flagged, lesson)).toBe(true);
    expect(mayTakeAttendance({ ...flagged, accountId: STRANGER }, lesson)).toBe(false);
  });

  it('lets a client cancel their own or a dependent’s place, not a stranger’s', () => {
    expect(mayCancelParticipation(actorAs('client', PARENT), lesson, child)).toBe(true);
    expect(mayCancelParticipation(actorAs('client', CHILD), lesson, child)).toBe(true);
    expect(mayCancelParticipation(actorAs('client', STRANGER), lesson, child)).toBe(false);
    expect(mayCancelParticipation(actorAs('staff', STRANGER), lesson, child)).toBe(true);
  });
});

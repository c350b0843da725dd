import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { can } from '@tempo/permissions';
import { getFragmentData } from '../../gql';
import { subjectOf, useSession } from '../../app/session';
import { LoadStatus, useBusinessName } from './screen-helpers';
import { StaffHoursPart } from '../staff-hours/staff-hours-part';
import { CalendarFeedPart } from '../calendar-feed/calendar-feed-part';
import { StaffProfile } from './staff-profile';
import { MYSELF_STAFF, STAFF_DETAILS } from './staff.graphql';

/** Reads the signed-in staff member's own record (myselfStaffProfile). */
export function useMyselfStaff() {
  const business = useBusinessName();
  const query = useQuery(MYSELF_STAFF, { variables: { business }, fetchPolicy: 'cache-and-network' });
  const staff = query.data?.myself ? getFragmentData(STAFF_DETAILS, query.data.myself) : undefined;
  return { ...query, business, staff };
}

/** /staff/self: the staff member's own profile (STAFF_SELF read), with Edit for STAFF_SELF update. */
export default function StaffSelfScreen() {
  const { user } = useSession();
  const { staff, loading, error, business } = useMyselfStaff();
  if (!staff) return <LoadStatus title="My profile" loading={loading} error={error} />;
  return (
    <StaffProfile
      staff={staff}
      hours={
        <>
          <StaffHoursPart business={business} staffId={staff.id} self />
          <CalendarFeedPart business={business} staffCalendar />
        </>
      }
      actions={
        can(subjectOf(user), 'update', 'STAFF_SELF') && (
          <Button component={Link} to="/staff/self/edit">
            Edit
          </Button>
        )
      }
    />
  );
}

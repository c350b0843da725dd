import { Link, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Loader } from '@mantine/core';
import { can } from '@tempo/permissions';
import { getFragmentData } from '../../gql';
import { errorMessage } from '../../app/errors';
import { subjectOf, useSession } from '../../app/session';
import { useBusinessName } from './screen-helpers';
import { StaffHoursPart } from '../staff-hours/staff-hours-part';
import { StaffProfile } from './staff-profile';
import { PhotoField } from './photo-field';
import { mayEditRecord, staffFormRights } from './staff-form-model';
import { STAFF_BY_ID, STAFF_DETAILS, UPDATE_STAFF } from './staff.graphql';

/** /staff/:staffId: a staff member's profile (STAFF read), with Edit for STAFF update. */
export default function StaffProfileScreen() {
  const { staffId = '' } = useParams();
  const { user } = useSession();
  const business = useBusinessName();
  const { data, loading, error } = useQuery(STAFF_BY_ID, {
    variables: { business, id: staffId },
    fetchPolicy: 'cache-and-network',
  });
  const staff = data?.staff[0] ? getFragmentData(STAFF_DETAILS, data.staff[0]) : undefined;
  const [update] = useMutation(UPDATE_STAFF);

  if (loading && !data) return <Loader aria-label="Loading" />;
  if (error && !staff)
    return (
      <Alert color="red" title="Error fetching data">
        {errorMessage(error)}
      </Alert>
    );
  if (!staff)
    return (
      <Alert color="yellow" title="Not found">
        No staff member has this id.
      </Alert>
    );
  const subject = subjectOf(user);
  const mayEdit = can(subject, 'update', 'STAFF') && mayEditRecord(staffFormRights(subject), staff.staffRole);
  const removePhoto = async () =>
    (await update({ variables: { business, id: staff.id, profilePhoto: null } })).data?.updatePeople;
  return (
    <StaffProfile
      staff={staff}
      hours={<StaffHoursPart business={business} staffId={staff.id} self={false} />}
      photo={mayEdit && <PhotoField business={business} person={staff} onRemove={removePhoto} />}
      actions={
        can(subject, 'update', 'STAFF') && (
          <Button component={Link} to={`/staff/${staff.id}/edit`}>
            Edit
          </Button>
        )
      }
    />
  );
}

/** The clients a booking or enrolment form picks, starting with the one it was opened with (?clientId). */
import { useEffect, useMemo, useState } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { getFragmentData } from '../../gql';
import { PICKER_PERSON, PickerPerson } from '../people-pickers/pickers.graphql';
import { PEOPLE_BY_ID } from './catalogue.graphql';

/** The picked clients and their setter; the client of `clientId` is picked once read, unless some are already. */
export function usePickedClients(
  business: string,
  clientId: string | null | undefined,
): [PickerPerson[], (clients: PickerPerson[]) => void] {
  const [clients, setClients] = useState<PickerPerson[]>([]);
  const { data } = useQuery(
    PEOPLE_BY_ID,
    business && clientId ? { variables: { business, id: clientId } } : skipToken,
  );
  const preselected = useMemo(() => (data ? [...getFragmentData(PICKER_PERSON, data.people)] : []), [data]);
  useEffect(() => {
    if (preselected.length && !clients.length) setClients(preselected);
  }, [preselected, clients.length]);
  return [clients, setClients];
}

import { Link, useLocation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { NavLink } from '@mantine/core';
import { subjectOf, useSession } from '../../app/session';
import { VIEWED_DEPENDENT, VIEWED_PERSON } from './viewed-person.graphql';
import { goBackLabel, profileSubMenu, viewedProfileOf } from './viewed-person';

/** The name of the person a profile URL shows: people(id), or myself(id) for the client's dependent. */
function useViewedName(kind: string | undefined, id: string | undefined, business: string) {
  const dependent = kind === 'dependent';
  const variables = { business, id: id ?? '' };
  const person = useQuery(VIEWED_PERSON, { variables, skip: !id || dependent });
  const own = useQuery(VIEWED_DEPENDENT, { variables, skip: !id || !dependent });
  return dependent ? own.data?.myself : person.data?.people[0];
}

/**
 * The mobile menu's profile item for the person being viewed (000 §2.8): on their edit or
 * payroll page, 'Go back to {firstName}'s profile'; on their profile, their first and last name
 * with the profile's sub-menu.
 */
export function ViewedPersonItem() {
  const { pathname } = useLocation();
  const { user, business } = useSession();
  const viewed = viewedProfileOf(pathname);
  const person = useViewedName(viewed?.kind, viewed?.id, business?.name ?? user?.business ?? '');
  if (!viewed || !person) return null;
  if (viewed.page !== 'profile')
    return <NavLink component={Link} to={viewed.base} label={goBackLabel(person.firstName)} />;
  return (
    <NavLink label={`${person.firstName} ${person.lastName}`} defaultOpened childrenOffset="sm">
      {profileSubMenu(subjectOf(user), viewed).map((item) => (
        <NavLink
          key={item.to}
          component={Link}
          to={item.to}
          label={item.label}
          active={pathname.replace(/\/+$/, '') === item.to}
        />
      ))}
    </NavLink>
  );
}

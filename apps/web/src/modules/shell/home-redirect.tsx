import { Navigate } from 'react-router';
import { homePageFor } from '@tempo/permissions';
import { isSignedInVisitor, NoAccountHere } from '../../app/guard';
import { useSession } from '../../app/session';

/** '/': each role starts on its home page (000 §2.2); a signed-in visitor has none here. */
export default function HomeRedirect() {
  const { user } = useSession();
  if (isSignedInVisitor(user)) return <NoAccountHere />;
  return <Navigate to={homePageFor(user?.role ?? 'visitor')} replace />;
}

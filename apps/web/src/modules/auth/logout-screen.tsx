import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../app/guard';
import { useSession } from '../../app/session';

/**
 * /logout: ends the session on the server, clears it in the browser and goes to /login
 * (000 §4.2). /logout?everywhere=1 ends every session of the user ('Log out everywhere').
 */
export default function LogoutScreen() {
  const { auth } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const everywhere = params.get('everywhere') === '1';
  useEffect(() => {
    void auth.logout({ everywhere }).then(() => navigate('/login', { replace: true }));
  }, [auth, navigate, everywhere]);
  return <LoadingScreen />;
}

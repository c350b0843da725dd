import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../app/guard';
import { useSession } from '../../app/session';

/** /logout: clears the session and goes to /login (000 §4.2). */
export default function LogoutScreen() {
  const { auth } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    void auth.logout().then(() => navigate('/login', { replace: true }));
  }, [auth, navigate]);
  return <LoadingScreen />;
}

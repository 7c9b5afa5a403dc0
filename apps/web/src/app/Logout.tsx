import { LOGIN_PATH } from '@limo/domain/routes';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { signOff } from '../api/session';

/** /logout clears the session and goes to /login. */
export function Logout() {
  const navigate = useNavigate();
  useEffect(() => {
    signOff();
    navigate(LOGIN_PATH, { replace: true });
  }, [navigate]);
  return null;
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from './signOut';

/** Each area's logout route: open to anyone, it ends the session and returns to the login entry. */
export function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    signOut(queryClient);
    void navigate('/', { replace: true });
  }, [queryClient, navigate]);
  return null;
}

import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import type { PlaydeckAuthProvider } from '../api/auth-provider';

export const OPERATOR_QUERY_KEY = ['auth', 'operator'];

/** The signed-in operator (role, sites, two-factor state); react-admin clears it on sign-out. */
export function useOperator() {
  const auth = useAuthProvider<PlaydeckAuthProvider>();
  return useQuery({
    queryKey: OPERATOR_QUERY_KEY,
    queryFn: () => (auth ? auth.getOperator() : Promise.reject(new Error('no auth provider'))),
    staleTime: 60_000,
  });
}

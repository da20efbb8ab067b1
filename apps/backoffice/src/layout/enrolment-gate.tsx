import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { mustEnrolTotp } from '../api/auth-provider';
import { useOperator } from '../auth/use-operator';

/** An operator who must use two-factor sign-in and has not set it up sees the Security page only. */
export function EnrolmentGate(props: { children: ReactNode }) {
  const { data: operator } = useOperator();
  const { pathname } = useLocation();
  if (operator && mustEnrolTotp(operator) && pathname !== '/security') return <Navigate to="/security" replace />;
  return props.children;
}

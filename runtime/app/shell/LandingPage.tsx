import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from './PageLoader.tsx';
import { acceptLanding } from './session.ts';

/** `/landing?token=&error=&origin=` (app-shell §2): stores what it carries and moves on. */
export function LandingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(acceptLanding(params), { replace: true });
  }, [params, navigate]);
  return <PageLoader />;
}

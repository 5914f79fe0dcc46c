import { useEffect, useState } from 'react';
import './app.css';
import { TenantCard } from './TenantCard';

/** Public tenant record of `POST /api/v2/services/queries/troc_client_tenant`. */
interface TenantInfo {
  tenant: string;
  name?: string;
  slideshow: string[];
  branding: { logo_client?: string; title?: string; primary_color?: string };
}

type State =
  { kind: 'loading' } | { kind: 'ready'; tenant: TenantInfo } | { kind: 'error'; message: string };

/**
 * The start page of the running server: the tenant of this host name with its branding.
 * The viewer app (login, programs, dashboards) replaces it.
 */
export function App() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/v2/services/queries/troc_client_tenant', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tenant: window.location.hostname.split('.')[0] }),
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`This host has no tenant (${response.status}).`);
        const rows = (await response.json()) as TenantInfo[];
        const tenant = rows[0];
        if (!tenant) throw new Error('This host has no tenant.');
        setState({ kind: 'ready', tenant });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState({ kind: 'error', message: String((error as Error).message) });
      });
    return () => controller.abort();
  }, []);

  if (state.kind === 'loading') return <main className="nav-start" aria-busy="true" />;
  if (state.kind === 'error') {
    return (
      <main className="nav-start">
        <section className="nav-card">
          <h1>Navigator</h1>
          <p role="alert">{state.message}</p>
        </section>
      </main>
    );
  }
  const { tenant } = state;
  const slide = tenant.slideshow[0];
  return (
    <main className="nav-start">
      {slide && (
        <div
          className="nav-slide"
          style={{ backgroundImage: `url(/api/v2/services/images/${slide})` }}
        />
      )}
      <TenantCard tenant={tenant.tenant} name={tenant.name} logoId={tenant.branding.logo_client} />
      <footer className="nav-footer">© {new Date().getFullYear()} Navigator</footer>
    </main>
  );
}

/** Props of {@link TenantCard}. */
export interface TenantCardProps {
  tenant: string;
  name?: string;
  /** Image id of the tenant's logo, served by `/api/v2/services/images/{id}`. */
  logoId?: string;
  /** Base of image URLs; stories point it at static files. */
  imageBase?: string;
}

/** The tenant's branded card: logo, name and the state of this Navigator server. */
export function TenantCard({
  tenant,
  name,
  logoId,
  imageBase = '/api/v2/services/images/',
}: TenantCardProps) {
  const title = name ?? tenant;
  return (
    <section className="nav-card" data-tenant={tenant}>
      {logoId && <img className="nav-logo" src={`${imageBase}${logoId}`} alt={`${title} logo`} />}
      <h1>{title}</h1>
      <p>Navigator is running on this tenant&apos;s configuration.</p>
    </section>
  );
}

/**
 * Wire shapes of the shell's calls (server/routes/*.ts), as the client reads them. Config
 * entities reuse the types generated from schemas/; these add what the API fills in.
 */
import type {
  Conditions,
  Dashboard,
  FiscalMonth,
  LocalizedText,
  Module,
  Program,
  SessionPayload,
} from '../../../schemas/generated/index.ts';

/** One row of `POST /api/v2/services/queries/troc_client_tenant`. */
export interface TenantInfo {
  tenant: string;
  name?: string;
  providers: string[];
  slideshow: string[];
  branding: { logo_client?: string; primary_color?: string; title?: string };
  timezone: string;
  locale: 'en' | 'es' | 'pt' | string;
  /** The tenant's fiscal calendar (tenant.json fiscalMonth), for the fiscal date pickers. */
  fiscalMonth?: FiscalMonth;
  /**
   * Origins besides the app's own that charts and image widgets (content_origins) and iframe
   * widgets (frame_origins) may load: tenant.json `security`, absent from an older server.
   */
  security?: { content_origins?: string[]; frame_origins?: string[] };
}

/** The session user of `/api/v1/user/session` and of the login answer (app-shell §3). */
export type SessionUser = SessionPayload;

/** `POST /api/v1/login` answer. */
export interface LoginResponse {
  token: string;
  user: SessionUser;
  expires_at: string;
}

/** `GET /api/v1/user/session` answer. */
export interface SessionResponse {
  email: string;
  session: SessionUser;
}

/** A program as `POST /api/v2/services/queries/programs` returns it (no modules). */
export type ProgramRow = Omit<Program, 'modules' | '$schema'>;

/** A dashboard as a module lists it. */
export interface DashboardSummary {
  dashboard_id: string;
  name: LocalizedText;
  title: LocalizedText;
  description: LocalizedText;
  attributes: NonNullable<Dashboard['attributes']>;
  user_id: number | null;
  version: string;
}

/** A module of `GET /api/v2/modules?program_slug=`. */
export interface ModuleRow extends Omit<
  Module,
  'dashboards' | 'allow_filtering' | 'filtering_show' | 'icon' | 'description' | 'program_id'
> {
  program_id: number;
  program_slug: string;
  description: LocalizedText;
  icon: string | null;
  allow_filtering: boolean | null;
  filtering_show: Module['filtering_show'] | null;
  dashboards: DashboardSummary[];
}

/** `GET /api/v2/dashboard/info?dashboard_duid=` answer. */
export interface DashboardInfo {
  data: { modules: ModuleRow[]; programs: ProgramRow[] };
}

/** Operational variables of a program: name → value. */
export type OperationalVariables = Record<string, string | number | boolean | null>;

/** The dashboard the user is on, with the conditions its widgets start from. */
export interface CurrentDashboard {
  dashboard_id: string;
  user_id?: number | null;
  conditions?: Conditions;
}

/** The answer of `GET /api/v2/bootstrap` (server/routes/bootstrap-routes.ts). */
export interface BootstrapAnswer extends SessionResponse {
  /** As the programs call answers the shell's body (not sorted). */
  programs: ProgramRow[];
  /** Each listed program's modules, by program slug. */
  modules: Record<string, ModuleRow[]>;
  tenant: TenantInfo;
  /** The asked program's variables, when it is one of the user's. */
  variables?: OperationalVariables;
  /** Data URLs of inlined images (the tenant's logo when small), by image id. */
  images: Record<string, string>;
}

import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DashboardView } from './DashboardView.tsx';
import { DASHBOARD_NS } from './texts.ts';
import { useSharedProgram } from './useSharedProgram.ts';

/**
 * `/share/dashboard/:dashboard_uid`: one dashboard, read-only, in the light share layout (the
 * layout asks for a login first).
 */
export function SharedDashboardPage() {
  const { t } = useTranslation(DASHBOARD_NS);
  const { dashboard_uid: dashboardId } = useParams();
  const { program, route } = useSharedProgram(dashboardId);
  if (!dashboardId) {
    return (
      <Text c="dimmed" data-testid="dashboard-error">
        {t('notFound')}
      </Text>
    );
  }
  return (
    <div className="nav-shared-page" data-testid="shared-dashboard">
      <DashboardView dashboardId={dashboardId} program={program} route={route} showTitle shared />
    </div>
  );
}

import { PageLoader } from '@web/lib/feedback/PageLoader';
import { useLocale } from '@web/lib/i18n/useLocale';
import { guardDecision, type RouteRequirement } from '@web/lib/session/guardDecision';
import { useSession } from '@web/lib/session/SessionContext';
import { Navigate, Outlet, useLocation } from 'react-router';

/** State a guard hands to the page it redirects to (the dashboard shows the notice). */
export interface GuardNoticeState {
  notice?: 'forbidden';
}

/** A layout route that renders its pages only when the session meets `requirement`. */
export function RouteGuard({ requirement }: { requirement: RouteRequirement }) {
  const { user, ready } = useSession();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const decision = guardDecision({
    user,
    ready,
    requirement,
    locale,
    current: `${pathname}${search}`,
    redirect: new URLSearchParams(search).get('redirect'),
  });
  if (decision.kind === 'wait') {
    return <PageLoader />;
  }
  if (decision.kind === 'redirect') {
    const state: GuardNoticeState | undefined = decision.notice ? { notice: decision.notice } : undefined;
    return <Navigate to={decision.to} replace state={state} />;
  }
  return <Outlet />;
}

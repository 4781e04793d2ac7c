import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { hasRank, type Role } from '@shared/roles';
import type { PathKey } from '@web/config/paths';

interface DashboardItem {
  key: string;
  label: MessageDescriptor;
  /** The route of the function. */
  path: PathKey;
}

export interface DashboardSection {
  key: 'admin' | 'breeder' | 'judge';
  title: MessageDescriptor;
  /** Shown from this rank up: a superadmin sees every section. */
  rank: Role;
  items: DashboardItem[];
}

/** The dashboard's sections, one per role, and their functions. */
const DASHBOARD_SECTIONS: readonly DashboardSection[] = [
  {
    key: 'admin',
    title: msg`Admin`,
    rank: 'ADMIN',
    items: [
      { key: 'overview', label: msg`Alle Schauen und der nächste Schritt`, path: 'adminEvents' },
      { key: 'roles', label: msg`Rollen verwalten`, path: 'adminRoles' },
      { key: 'createEvent', label: msg`Event erstellen`, path: 'adminEventNew' },
      { key: 'import', label: msg`Flugdaten importieren`, path: 'adminImport' },
      { key: 'classes', label: msg`Klassen-Regeln`, path: 'adminClasses' },
      { key: 'ringClaims', label: msg`Gemeldete Ringnummern`, path: 'adminRingClaims' },
      { key: 'assign', label: msg`Käfige und Richter zuweisen`, path: 'adminEvents' },
      { key: 'lifecycle', label: msg`Events starten, beenden und löschen`, path: 'adminEvents' },
    ],
  },
  {
    key: 'breeder',
    title: msg`Züchter`,
    rank: 'BREEDER',
    items: [
      { key: 'myPigeons', label: msg`Meine Tauben`, path: 'myPigeons' },
      { key: 'register', label: msg`Tauben zu Events anmelden`, path: 'events' },
    ],
  },
  {
    key: 'judge',
    title: msg`Richter`,
    rank: 'JUDGE',
    items: [{ key: 'myEvents', label: msg`Zugewiesene Events und Käfige bewerten`, path: 'judgeEvents' }],
  },
];

/** The sections a role sees, in the order above. */
export function sectionsFor(role: Role | null): DashboardSection[] {
  return DASHBOARD_SECTIONS.filter((section) => hasRank(role, section.rank));
}

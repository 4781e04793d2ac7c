import { useLingui } from '@lingui/react/macro';
import { Anchor, Card, SimpleGrid, Title } from '@mantine/core';
import type { Role } from '@shared/roles';
import { paths } from '@web/config/paths';
import { Link } from 'react-router';
import '@web/lib/forms/formStyles';
import { useLocale } from '@web/lib/i18n/useLocale';
import { sectionsFor } from '../dashboardSections';
import classes from './DashboardSections.module.css';

/** One card per section the role may see, each listing its functions. */
export function DashboardSections({ viewerRole }: { viewerRole: Role | null }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {sectionsFor(viewerRole).map((section) => (
        <Card
          key={section.key}
          withBorder
          padding="lg"
          component="section"
          aria-labelledby={`dash-${section.key}`}
        >
          <Title order={2} size="h3" id={`dash-${section.key}`} mb="sm">
            {i18n._(section.title)}
          </Title>
          <ul className={classes.list}>
            {section.items.map((item) => (
              <li key={item.key}>
                <Anchor component={Link} to={paths[item.path].href(locale)} fw={600}>
                  {i18n._(item.label)}
                </Anchor>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </SimpleGrid>
  );
}

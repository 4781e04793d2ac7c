import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { mdiAlertCircleOutline } from '@mdi/js';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../icons/Icon';
import classes from './ErrorAlert.module.css';

export interface ErrorAlertProps {
  /** What went wrong, in words (a text or paragraphs). */
  children: ReactNode;
  title?: ReactNode;
  /**
   * The way on when a page could not load what it shows: a link back to the list the person came
   * from (e.g. all events when an event does not exist).
   */
  back?: { to: string; label: ReactNode };
  /** Further controls below the text. */
  actions?: ReactNode;
  /** What failed may work on a second try (no network, say): offers "Erneut versuchen". */
  onRetry?: () => void;
}

/** An error (announced as an alert), in dark red on light red, with an optional link back. */
export function ErrorAlert({ children, title, back, actions, onRetry }: ErrorAlertProps) {
  return (
    <Alert
      variant="light"
      color="red"
      title={title}
      icon={<Icon path={mdiAlertCircleOutline} />}
      classNames={{ root: classes.root, title: classes.title, icon: classes.icon, message: classes.message }}
    >
      <Stack gap="xs" align="flex-start">
        {children}
        {onRetry && (
          <Button variant="outline" color="red.9" size="xs" onClick={onRetry}>
            <Trans>Erneut versuchen</Trans>
          </Button>
        )}
        {actions}
        {back && (
          <Anchor component={Link} to={back.to}>
            {back.label}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}

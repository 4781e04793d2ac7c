import { Box, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageContainer } from './PageContainer';

/** The narrow card of the account pages (login, registration, reset, verification). */
export function AuthFrame({
  title,
  notice,
  children,
}: {
  title: ReactNode;
  /** Shown above the card, e.g. whose ratings wait on this device for their login. */
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer narrow>
      <Box maw={480} mx="auto">
        <Title order={1} mb="lg">
          {title}
        </Title>
        {notice}
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          {children}
        </Paper>
      </Box>
    </PageContainer>
  );
}

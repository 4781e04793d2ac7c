import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

/** The width and gutters every page shares. */
export function PageContainer({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <Container size={narrow ? 'md' : 'lg'} px={{ base: 'md', sm: 'lg' }}>
      {children}
    </Container>
  );
}

import { Text } from '@mantine/core';

/** One figure of the office's lists (due, paid, sent, failed, …): its label small, the figure big. */
export function Total({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <Text size="sm" c="ink.7">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </div>
  );
}

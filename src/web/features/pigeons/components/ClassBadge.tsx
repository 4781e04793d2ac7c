import { useLingui } from '@lingui/react/macro';
import { Badge, Stack, Text } from '@mantine/core';
import type { ClassCode, ClassReason } from '@shared/classification';
import { CLASS_NAMES } from '@shared/classification';
import { classReasonText } from '@web/lib/pigeonClasses/classLabels';

interface ClassBadgeProps {
  classification: { code: ClassCode; reason: ClassReason };
}

/** A class always comes with its reason: prize-km, prizes, last-year km. */
export function ClassBadge({ classification }: ClassBadgeProps) {
  const { i18n } = useLingui();
  const rest = classification.code === 'REST';
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant={rest ? 'outline' : 'light'} color={rest ? 'gray.7' : 'ink'} size="md">
        {i18n._(CLASS_NAMES[classification.code])}
      </Badge>
      <Text size="xs" c="dimmed">
        {classReasonText(i18n, classification.reason)}
      </Text>
    </Stack>
  );
}

import { Plural } from '@lingui/react/macro';
import { Alert, type MantineSpacing, Stack, Text } from '@mantine/core';
import { useSession } from '../session/SessionContext';
import { useOtherJudgesWaiting, type WaitingJudge } from './waitingJudges';

function WaitingLine({ judge: { name, email, waiting } }: { judge: WaitingJudge }) {
  return (
    <Text size="sm">
      <Plural
        value={waiting}
        one={`Auf diesem Gerät wartet # Bewertung von ${name}. Loggen Sie sich als ${email} ein, um sie zu senden.`}
        other={`Auf diesem Gerät warten # Bewertungen von ${name}. Loggen Sie sich als ${email} ein, um sie zu senden.`}
      />
    </Text>
  );
}

/**
 * On a tablet shared in the hall: whose ratings still wait on this device and whose login sends
 * them (they go only with the session of the judge who made them).
 */
export function OtherJudgesWaiting({ mb }: { mb?: MantineSpacing }) {
  const { user } = useSession();
  const judges = useOtherJudgesWaiting(user.id);
  if (judges.length === 0) return null;
  return (
    <Alert color="ink" variant="light" mb={mb}>
      <Stack gap={4}>
        {judges.map((judge) => (
          <WaitingLine key={judge.id} judge={judge} />
        ))}
      </Stack>
    </Alert>
  );
}

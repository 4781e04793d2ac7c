import { Plural } from '@lingui/react/macro';
import { Alert, type MantineSpacing, Stack, Text } from '@mantine/core';
import { useSession } from '../session/SessionContext';
import { useOtherJudgesWaiting, type WaitingJudge } from './waitingJudges';

function WaitingLine({ judge: { name, email, waiting, late = 0 } }: { judge: WaitingJudge }) {
  return (
    <>
      {waiting > 0 && (
        <Text size="sm">
          <Plural
            value={waiting}
            one={`Auf diesem Gerät wartet # Bewertung von ${name}. Loggen Sie sich als ${email} ein, um sie zu senden.`}
            other={`Auf diesem Gerät warten # Bewertungen von ${name}. Loggen Sie sich als ${email} ein, um sie zu senden.`}
          />
        </Text>
      )}
      {late > 0 && (
        <Text size="sm">
          <Plural
            value={late}
            one={`# verspätete Bewertung von ${name} liegt bei der Schauleitung. Loggen Sie sich als ${email} ein, um die Entscheidung der Schauleitung zu sehen.`}
            other={`# verspätete Bewertungen von ${name} liegen bei der Schauleitung. Loggen Sie sich als ${email} ein, um die Entscheidung der Schauleitung zu sehen.`}
          />
        </Text>
      )}
    </>
  );
}

/**
 * On a tablet shared in the hall: whose ratings still wait on this device and whose login sends
 * them (they go only with the session of the judge who made them), and whose late ratings wait for
 * the show office's decision (shown to that judge after their login).
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

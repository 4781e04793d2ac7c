import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { mdiMedal, mdiTrophy } from '@mdi/js';
import { Icon } from '@web/lib/icons/Icon';

/** The prize mark: a word, not a colour or an icon alone. White on terracotta.8 is over 7:1. */
export function PrizeMark() {
  return (
    <Badge
      color="terracotta.8"
      variant="filled"
      radius="sm"
      tt="none"
      miw="max-content"
      leftSection={<Icon path={mdiMedal} />}
    >
      <Trans>Preis</Trans>
    </Badge>
  );
}

/** Rank 1 of the best breeders. */
export function ChampionMark() {
  return (
    <Badge
      color="ink.9"
      variant="filled"
      radius="sm"
      tt="none"
      miw="max-content"
      leftSection={<Icon path={mdiTrophy} />}
    >
      <Trans>Schausieger</Trans>
    </Badge>
  );
}

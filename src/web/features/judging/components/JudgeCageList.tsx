import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  Paper,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { mdiMagnify } from '@mdi/js';
import { CLASS_CODES, CLASS_NAMES, type ClassCode } from '@shared/classification';
import { SKIP_REASON_NAMES } from '@shared/judging';
import { paths } from '@web/config/paths';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { JudgeCageItem } from '../hooks/useJudgeCages';
import { CAGE_STATE_LABELS, refusalText } from '../judgingTexts';
import { CageStateBadge } from './CageStateBadge';
import classes from './JudgeCageList.module.css';

type Filter = 'open' | 'all';

interface ClassGroup {
  code: ClassCode;
  cages: JudgeCageItem[];
  done: number;
  total: number;
}

function groupByClass(all: readonly JudgeCageItem[], shown: readonly JudgeCageItem[]): ClassGroup[] {
  return CLASS_CODES.flatMap((code) => {
    const ofClass = all.filter((cage) => cage.classCode === code);
    if (ofClass.length === 0) return [];
    return [
      {
        code,
        cages: shown.filter((cage) => cage.classCode === code),
        // Judged as the server counts it (a late or refused rating is not), plus what is on its way.
        done: ofClass.filter((cage) => cage.judged).length,
        total: ofClass.length,
      },
    ];
  });
}

/**
 * The judge's cages by class, with state, progress per class, a filter and a cage-number search
 * that opens the card of the number given (a cage label read by eye): from the list on the device,
 * so offline too.
 */
export function JudgeCageList({ eventId, cages }: { eventId: string; cages: readonly JudgeCageItem[] }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [filter, setFilter] = useState<Filter>('open');
  const [search, setSearch] = useState('');
  const [notFound, setNotFound] = useState<string | null>(null);
  const navigate = useNavigate();
  const open = (submit: React.FormEvent) => {
    submit.preventDefault();
    const number = search.trim();
    if (number === '') return;
    const cage = cages.find((c) => String(c.cageNumber) === number);
    if (cage) navigate(paths.judgeCage.href(locale, { eventId, cageId: cage.id }));
    else setNotFound(number);
  };
  const groups = useMemo(() => {
    const number = search.trim();
    const shown = cages.filter(
      (cage) =>
        (filter === 'all' || ((cage.state === 'open' || cage.state === 'attention') && !cage.ownPigeon)) &&
        (number === '' || String(cage.cageNumber).startsWith(number)),
    );
    return groupByClass(cages, shown);
  }, [cages, filter, search]);
  const shownCount = groups.reduce((sum, group) => sum + group.cages.length, 0);

  return (
    <Stack gap="lg">
      <Group gap="md" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={t`Anzeigen`}
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={[
            { value: 'open', label: t`Offen` },
            { value: 'all', label: t`Alle` },
          ]}
          size="md"
        />
        <form onSubmit={open} className={classes.jump}>
          <TextInput
            type="search"
            inputMode="numeric"
            enterKeyHint="go"
            label={t`Käfignummer`}
            leftSection={<Icon path={mdiMagnify} />}
            value={search}
            error={notFound === null ? null : t`Käfig ${notFound} gehört nicht zu Ihren Klassen.`}
            onChange={(change) => {
              setSearch(change.currentTarget.value);
              setNotFound(null);
            }}
            size="md"
            w={{ base: '100%', xs: 220 }}
          />
          <Button type="submit" variant="light" size="md">
            <Trans>Karte öffnen</Trans>
          </Button>
        </form>
      </Group>
      {shownCount === 0 && (
        <Text role="status" c="dimmed">
          {filter === 'open' && search === '' ? (
            <Trans>Keine offenen Käfige mehr.</Trans>
          ) : (
            <Trans>Keine Käfige gefunden.</Trans>
          )}
        </Text>
      )}
      {groups.map((group) => {
        const label = i18n._(CLASS_NAMES[group.code]);
        return (
          <section key={group.code} aria-labelledby={`class-${group.code}`}>
            <Group justify="space-between" align="baseline" mb={6} wrap="wrap">
              <Title order={2} size="h4" id={`class-${group.code}`}>
                {label}
              </Title>
              <Text size="sm" c="dimmed">
                <Trans>
                  {group.done} von {group.total} bewertet
                </Trans>
              </Text>
            </Group>
            <Progress
              value={(group.done / group.total) * 100}
              size="sm"
              mb="sm"
              aria-label={t`Fortschritt ${label}`}
            />
            <Stack gap={6} component="ul" className={classes.list}>
              {group.cages.map((cage) => (
                <li key={cage.id}>
                  <UnstyledButton
                    component={Link}
                    to={paths.judgeCage.href(locale, { eventId, cageId: cage.id })}
                    className={classes.row}
                    data-state={cage.state}
                    aria-label={t`Käfig ${cage.cageNumber}: ${cage.ringNumber}, ${i18n._(CAGE_STATE_LABELS[cage.state])}`}
                  >
                    <Paper withBorder radius="md" px="md" py="sm">
                      <Group justify="space-between" wrap="nowrap" gap="sm">
                        <Group gap="md" wrap="nowrap" miw={0}>
                          <Text fw={700} fz="xl" className={classes.number}>
                            {cage.cageNumber}
                          </Text>
                          <div style={{ minWidth: 0 }}>
                            <Text className={classes.ring}>{cage.ringNumber}</Text>
                            <Text size="sm" c="dimmed">
                              {cage.ownPigeon && !cage.judgement
                                ? t`Ihre eigene Taube: ein anderer Richter bewertet sie`
                                : cage.judgement?.kind === 'SKIP' && cage.judgement.skipReason
                                  ? t`Übersprungen: ${i18n._(SKIP_REASON_NAMES[cage.judgement.skipReason])}`
                                  : cage.judgement?.total != null
                                    ? t`Gesamt ${i18n.number(cage.judgement.total)}`
                                    : cage.color}
                            </Text>
                          </div>
                        </Group>
                        <CageStateBadge state={cage.state} />
                      </Group>
                      {cage.state === 'attention' && cage.refusal && (
                        <Text size="sm" c="red.9" mt={6}>
                          {refusalText(i18n, cage.refusal)}
                        </Text>
                      )}
                    </Paper>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}

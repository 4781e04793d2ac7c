import { mergeCage } from '@web/lib/outbox/cageState';
import type { LocalJudgement, OutboxEntry } from '@web/lib/outbox/judgingDb';
import { describe, expect, it } from 'vitest';

const judgement = (opId: string, minute: number, total = 95): LocalJudgement => ({
  opId,
  kind: 'RATE',
  scores: { generalImpression: 9, boneStructure: 9, back: 19, musculature: 29, wings: total - 66 },
  total,
  skipReason: null,
  note: null,
  clientTime: new Date(Date.UTC(2026, 5, 1, 10, minute)).toISOString(),
});

const entry = (j: LocalJudgement, status: 'pending' | 'rejected'): OutboxEntry => ({
  ...j,
  ownerId: 1,
  eventId: '1',
  cageId: '7',
  cageNumber: 7,
  ringNumber: 'DV-06976-21-134',
  classCode: 'REST',
  status,
  attempts: 0,
  serverFailures: 0,
  nextAttemptAt: 0,
  lastFailure: null,
  refusal: status === 'rejected' ? { code: 'EVENT_ENDED', message: 'ended', field: null } : null,
});

const view = (j: LocalJudgement) => ({ ownerId: 1, eventId: '1', cageId: '7', judgement: j });

describe('mergeCage', () => {
  it('is open with nothing anywhere', () => {
    expect(mergeCage(null, undefined, [])).toMatchObject({ state: 'open', judgement: null });
  });

  it('is sent when the server has the judgement', () => {
    expect(mergeCage(judgement('a', 1), undefined, [])).toMatchObject({
      state: 'sent',
      judgement: { opId: 'a' },
    });
  });

  it('counts as judged once the server answered the op this device sent, before the list is read again', () => {
    const answered = {
      ...judgement('a', 1),
      orderTime: new Date(Date.UTC(2026, 5, 1, 10, 1, 5)).toISOString(),
    };
    // The list still has the cage unjudged; the device keeps the server's answer to the op.
    expect(mergeCage(null, view(answered), [])).toMatchObject({ state: 'sent', judged: true });
    // A decision kept on this device and not sent (no order time from the server) is not counted.
    expect(mergeCage(null, view(judgement('b', 2)), [])).toMatchObject({ judged: false });
  });

  it('is saved on this device while an op waits, showing the device’s later decision', () => {
    const local = judgement('b', 2, 94);
    const merged = mergeCage(judgement('a', 1), view(local), [entry(local, 'pending')]);
    expect(merged).toMatchObject({ state: 'saved', judgement: { opId: 'b', total: 94 } });
  });

  it('shows a later decision of another judge from the server over an older one of this device', () => {
    const local = judgement('b', 2);
    expect(mergeCage(judgement('c', 3, 90), view(local), []).judgement?.opId).toBe('c');
  });

  it('needs attention while a refused op is kept, with the server’s reason', () => {
    const refused = judgement('b', 2);
    const merged = mergeCage(judgement('a', 1), view(refused), [entry(refused, 'rejected')]);
    expect(merged).toMatchObject({
      state: 'attention',
      refusal: { code: 'EVENT_ENDED' },
      refusedOpIds: ['b'],
      judgement: { opId: 'b' },
    });
  });
});

// The take-over's steps run as tasks of their own (src/web/lib/ssr/takeOverSteps.ts). That
// loading the matched routes first keeps a scrolled page where it is: e2e/firstVisit.spec.ts.
import { yieldToBrowser } from '@web/lib/ssr/takeOverSteps';
import { afterEach, describe, expect, it } from 'vitest';

describe('yieldToBrowser', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('lets what the browser queued before it run first (a task, not a microtask)', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToBrowser();
    order.push('next step');
    expect(order).toEqual(['queued task', 'next step']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    let yielded = 0;
    (globalThis as { scheduler?: unknown }).scheduler = {
      yield: () => {
        yielded += 1;
        return Promise.resolve();
      },
    };
    await yieldToBrowser();
    expect(yielded).toBe(1);
  });
});

import { render } from '@testing-library/react';
import { EmailAddress } from '@web/lib/text/EmailAddress';
import { RingNumber } from '@web/lib/text/RingNumber';
import { describe, expect, it } from 'vitest';

describe('EmailAddress', () => {
  it('keeps the whole address as its text, with breaks offered before the "@" and each dot only', () => {
    const { container } = render(<EmailAddress>karl.zimmermann@zuechter-verein.example.org</EmailAddress>);
    const address = container.firstElementChild as HTMLElement;
    // Copying or reading it aloud gives the address unchanged.
    expect(address).toHaveTextContent(/^karl\.zimmermann@zuechter-verein\.example\.org$/);
    // Each <wbr> stands right before one of the places a reader expects a break.
    const before = [...address.querySelectorAll('wbr')].map((wbr) => wbr.nextSibling?.textContent?.[0]);
    expect(before).toEqual(['.', '@', '.', '.']);
  });
});

describe('RingNumber', () => {
  it('shows the ring number as it is', () => {
    const { container } = render(<RingNumber>BE 21-1234567</RingNumber>);
    expect(container).toHaveTextContent(/^BE 21-1234567$/);
  });
});
